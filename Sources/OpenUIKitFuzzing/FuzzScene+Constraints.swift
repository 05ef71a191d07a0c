import OpenUIKit

/// The scene's Auto Layout (issue 22): the constraints it activated between its views and the stack
/// view it arranges some of them in (``ConstraintMutationGenerator``).
extension FuzzScene {
    /// Applies a constraint step; indexes that do not fit are ignored. What the engine refuses (a
    /// constraint between views with no common ancestor, a priority moved across required on an
    /// active constraint, a stack view put inside its own arranged view) it reports, as UIKit raises.
    func applyConstraintChange(_ mutation: SceneMutation) {
        switch mutation {
        case .activateConstraint(let request):
            guard let constraint = makeConstraint(request) else { return }
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = item as? UIView, view !== root.view { floorSize(of: view) }
            }
            constraints.append(constraint)
            constraint.isActive = true
        case .setConstraintActive(let index, let active):
            guard constraints.indices.contains(index) else { return }
            constraints[index].isActive = active
        case .setConstraintConstant(let index, let constant):
            guard constraints.indices.contains(index) else { return }
            constraints[index].constant = constant
        case .setConstraintPriority(let index, let priority):
            guard constraints.indices.contains(index) else { return }
            constraints[index].priority = priority
        case .setTranslatesAutoresizingMask(let index, let translates):
            node(index)?.view?.translatesAutoresizingMaskIntoConstraints = translates
        case .addArrangedSubview(let index, let position):
            guard let view = node(index)?.view, node(index)?.isForgotten == false else { return }
            let stack = sceneStackView
            stack.insertArrangedSubview(view, at: min(position, stack.arrangedSubviews.count))
        case .removeArrangedSubview(let index):
            guard let view = node(index)?.view else { return }
            stackView?.removeArrangedSubview(view)
        case .arrangeStack(let axis, let distribution, let spacing):
            let stack = sceneStackView
            stack.axis = axis
            stack.distribution = distribution
            stack.spacing = spacing
        default:
            return
        }
    }

    /// Keeps a view that a scene constraint names at a size of at least zero (required), as
    /// ``ConstraintSystemFuzzer`` does: the engine sets no negative size (it clamps to zero), so a
    /// system that could only be met with one would otherwise break a constraint without a conflict
    /// to report; with the floors it is unsatisfiable, and reported.
    private func floorSize(of view: UIView) {
        guard flooredViews.insert(ObjectIdentifier(view)).inserted else { return }
        NSLayoutConstraint.activate([view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                                     view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)])
    }

    /// The stack view of the scene, made on the first step that uses it: in the root view, held by
    /// its frame (it translates its autoresizing mask), below the status bar.
    private var sceneStackView: UIStackView {
        if let stackView { return stackView }
        let stack = UIStackView(frame: CGRect(x: 16, y: 120, width: 300, height: 360))
        stack.axis = .vertical
        root.view.addSubview(stack)
        stackView = stack
        return stack
    }

    /// The constraint `request` asks for, nil when a node it names is gone. A request with a slack
    /// gets the constant that makes it hold for the frames the views have now, measured in the window
    /// as the checker measures them.
    private func makeConstraint(_ request: ConstraintRequest) -> NSLayoutConstraint? {
        guard let first = node(request.first)?.view else { return nil }
        var second: UIView?
        if request.secondAttribute != .notAnAttribute {
            if let index = request.second {
                guard let view = node(index)?.view else { return nil }
                second = view
            } else {
                second = root.view
            }
        }
        var constant = request.constant
        if let slack = request.slack {
            let window = host.window
            let firstValue = ConstraintSystemFuzzer.value(of: first.convert(first.bounds, to: window), request.firstAttribute)
            let secondValue = second.map { ConstraintSystemFuzzer.value(of: $0.convert($0.bounds, to: window), request.secondAttribute) } ?? 0
            let exact = firstValue - request.multiplier * secondValue
            constant = switch request.relation {
            case .equal: exact
            case .lessThanOrEqual: exact + slack
            case .greaterThanOrEqual: exact - slack
            }
            // A frame of a view outside the window (or of a zero scale) measures nothing useful.
            if !constant.isFinite { constant = request.constant }
        }
        let constraint = NSLayoutConstraint(item: first, attribute: request.firstAttribute, relatedBy: request.relation,
                                            toItem: second, attribute: request.secondAttribute,
                                            multiplier: request.multiplier, constant: constant)
        constraint.priority = request.priority
        return constraint
    }
}
