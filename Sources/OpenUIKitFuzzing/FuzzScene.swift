import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A random scene for input fuzzing: a fresh ``TestHost`` (an iPhone or an iPad) whose root view
/// controller's view holds a random tree of plain views, `UIControl`s and `UIButton`s — some hidden,
/// transparent, non-interactive, disabled, exclusive or multi-touch — with tap and long-press
/// recognizers (some requiring others to fail), target-action targets, and controls that react to
/// their own events by disabling, hiding or removing themselves, changing their targets, sending nested
/// input, or presenting and dismissing view controllers. Presented controllers hold controls of their
/// own (`FuzzScene+Presentation.swift`).
///
/// Every control reports `.touchDown`, `.touchUpInside`, `.touchUpOutside` and `.touchCancel` to the
/// ``InvariantChecker`` through `UIAction`s registered before anything else, so the checker sees each
/// event before any reaction runs.
@MainActor
public final class FuzzScene {
    /// The host the scene runs in: its window, virtual clock and input, made fresh for each scene so runs do
    /// not share state.
    public let host: TestHost
    /// The checker that hears every control's session events and recognizer actions, and is asked after each
    /// step.
    public let checker = InvariantChecker()
    /// The window's root view controller: its view holds the scene's first views, and it presents.
    public let root = UIViewController()
    /// The highest pointer id the scene's reactions and the input generator use (exclusive).
    public static let pointerIDLimit = 12

    var nodes: [SceneNode] = []
    /// Set while a settle point ends every pointer (see ``FuzzStep/settle``).
    var isSettling = false
    var recognizers: [UIGestureRecognizer] = []
    var targets: [FuzzTarget?] = []
    private var weakTargets: [WeakTarget] = []
    /// The controllers the scene presented (or tried to), in order.
    var controllers: [SceneController] = []
    /// The window as last drawn, to check the window's damage against at the steps that check pixels;
    /// nil when the run does not check pixels (see ``InputFuzzer/run(seed:steps:pixelCheckInterval:)``).
    var damageCheck: DamageCheck? = DamageCheck()
    /// The keyboard a ``SceneMutation/keyboard(visible:duration:)`` step last announced.
    var keyboardFrame: CGRect?
    /// The editors of the scene's text fields, by node index (``FuzzTextEditor``).
    var textEditors: [Int: FuzzTextEditor] = [:]
    /// The constraints the scene made (``SceneMutation/activateConstraint(_:)``), in order, active or not
    /// (`FuzzScene+Constraints.swift`).
    var constraints: [NSLayoutConstraint] = []
    /// The views a scene constraint named, which have size floors (`FuzzScene+Constraints.swift`).
    var flooredViews: Set<ObjectIdentifier> = []
    /// The stack view the scene arranges nodes in, made on the first step that uses it.
    var stackView: UIStackView?
    /// How many time steps moved the drawn content on (``advanceDrawnViews()``).
    private(set) var drawingPhase = 0

    /// Builds a random scene from `rng` (an iPhone or an iPad, half each); the same generator state gives the
    /// same scene, so a seed replays a failure.
    public init<G: RandomNumberGenerator>(using rng: inout G) {
        // Sheets and popovers only keep their style in a regular width: half the scenes are on an iPad.
        host = TestHost(device: Bool.random(using: &rng) ? .iPhone15 : .iPad)
        host.window.rootViewController = root
        let nodeCount = Int.random(in: 1...14, using: &rng)
        for index in 0..<nodeCount {
            let rootView: UIView = root.view
            let parent = index == 0 || Int.random(in: 0..<3, using: &rng) == 0
                ? rootView : (nodes.randomElement(using: &rng)?.view ?? rootView)
            addNode(index, to: parent, owner: nil, using: &rng)
        }
        for index in 0..<Int.random(in: 0...3, using: &rng) { addTarget(index) }
        for node in nodes { register(node, using: &rng) }
        for _ in 0..<Int.random(in: 0...6, using: &rng) { addRecognizer(using: &rng) }
    }

    /// How many views, recognizers, targets and presented controllers the scene has (forgotten and
    /// released ones included).
    public var counts: (views: Int, recognizers: Int, targets: Int, controllers: Int) {
        (nodes.count, recognizers.count, targets.count, controllers.count)
    }

    // MARK: Building

    /// Adds node `index`, a random view, control or button, to `parent`.
    func addNode<G: RandomNumberGenerator>(_ index: Int, to parent: UIView, owner: Int?, using rng: inout G) {
        let bounds = parent.bounds
        let width = CGFloat.random(in: 0...max(bounds.width, 1), using: &rng)
        let height = CGFloat.random(in: 0...max(bounds.height, 1), using: &rng)
        let frame = CGRect(x: CGFloat.random(in: -20...max(bounds.width - width / 2, 0), using: &rng),
                           y: CGFloat.random(in: -20...max(bounds.height - height / 2, 0), using: &rng),
                           width: width, height: height)
        let view: UIView
        switch Int.random(in: 0..<3, using: &rng) {
        // Every third plain view draws itself (chosen by index, not by a random number: each seed's
        // random stream stays as it was).
        // Some plain views are text fields, by index too (``FuzzTextEditor``).
        case 0:
            if index % 3 == 2 {
                view = FuzzDrawnView(frame: frame)
            } else if FuzzTextEditor.replacesPlainView(at: index) {
                let field = FuzzTextEditor.makeField(index: index, frame: frame)
                textEditors[index] = FuzzTextEditor(index: index, field: field)
                view = field
            } else {
                view = UIView(frame: frame)
            }
        case 1:
            view = FuzzValueControl.replacesPlainControl(at: index)
                ? FuzzValueControl.make(index: index, frame: frame) : UIControl(frame: frame)
        default:
            let button = UIButton(type: Bool.random(using: &rng) ? .system : .custom)
            button.frame = frame
            button.setTitle("Button \(index)", for: .normal)
            // Every third button shows a system symbol beside its title (by index again), its
            // configuration moved on each time step (``advanceDrawnViews()``).
            if index % 3 == 1 { button.setImage(UIImage(systemName: "gear"), for: .normal) }
            view = button
        }
        let roll = Int.random(in: 0..<100, using: &rng)
        if roll < 6 { view.isHidden = true }
        if (6..<10).contains(roll) { view.alpha = 0.005 }
        if (10..<16).contains(roll) { view.isUserInteractionEnabled = false }
        if (16..<24).contains(roll) { (view as? UIControl)?.isEnabled = false }
        view.isExclusiveTouch = Int.random(in: 0..<10, using: &rng) == 0
        view.isMultipleTouchEnabled = Int.random(in: 0..<3, using: &rng) == 0
        parent.addSubview(view)
        nodes.append(SceneNode(index: index, view: view, owner: owner))
    }

    /// Moves every drawn view's picture on (``FuzzDrawnView/phase``) and every symbol button's
    /// configuration (point size, weight and scale cycling with ``drawingPhase``): the
    /// `setNeedsDisplay()` churn of the scene, one redraw per drawn view and symbol button and time step.
    func advanceDrawnViews() {
        drawingPhase += 1
        let configuration = UIImage.SymbolConfiguration(
            pointSize: CGFloat(8 + drawingPhase % 3 * 6),
            weight: drawingPhase % 2 == 0 ? .regular : .bold,
            scale: [.small, .medium, .large, .default][drawingPhase % 4])
        for node in nodes {
            if let drawn = node.view as? FuzzDrawnView { drawn.phase += 1 }
            if let button = node.view as? UIButton, button.currentImage?.isSymbolImage == true {
                button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
            }
        }
    }

    /// Gives every text field still in the scene one edit from its editor (``FuzzTextEditor``), at
    /// each time step, and notes what it did in the trace.
    func editTextFields() {
        for node in nodes {
            guard let field = node.view as? UITextField, let editor = textEditors[node.index],
                  let edit = editor.edit(field, in: host) else { continue }
            checker.textEditCount += 1
            checker.note("    text field \(node.index): \(edit)")
        }
    }

    private func addTarget(_ index: Int) {
        let target = FuzzTarget(index: index) { [weak self] index in self?.targetFired(index) }
        targets.append(target)
        weakTargets.append(WeakTarget(target: target))
    }

    /// Registers the checker's actions first, then targets and the control's reaction.
    func register<G: RandomNumberGenerator>(_ node: SceneNode, using rng: inout G) {
        guard let control = node.control else { return }
        observeSessions(of: control, index: node.index)
        checker.observeValue(of: control, index: node.index)
        // A text field takes the place of a plain view, which drew nothing from the stream here.
        if control is UITextField { return }
        for target in targets.compactMap({ $0 }) where Bool.random(using: &rng) {
            control.addTarget(target, action: FuzzTarget.fire, for: [.touchUpInside, .touchDown, .touchCancel])
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            let events: [UIControl.Event] = [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel,
                                             .touchDragExit, .touchDragEnter, .touchDragInside]
            let reaction = SceneNode.Reaction(event: events.randomElement(using: &rng)!,
                                              effect: SceneNode.Reaction.Effect.allCases.randomElement(using: &rng)!)
            node.reaction = reaction
            control.addAction(UIAction { [weak self, weak node] _ in
                guard let self, let node else { return }
                self.react(node, reaction.effect)
            }, for: reaction.event)
        }
    }

    /// Registers the checker's actions for the session events of control `index`.
    private func observeSessions(of control: UIControl, index: Int) {
        for event in InvariantChecker.sessionEvents {
            control.addAction(UIAction { [weak self] _ in self?.checker.control(index, sent: event) }, for: event)
        }
    }

    private func addRecognizer<G: RandomNumberGenerator>(using rng: inout G) {
        let onWindow = Int.random(in: 0..<4, using: &rng) == 0
        guard let view = onWindow ? host.window : nodes.randomElement(using: &rng)?.view else { return }
        let recognizer: UIGestureRecognizer
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = Int.random(in: 1...2, using: &rng)
            tap.numberOfTouchesRequired = Int.random(in: 0..<5, using: &rng) == 0 ? 2 : 1
            recognizer = tap
        case 2, 3:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = Double.random(in: 0.05...0.8, using: &rng)
            recognizer = press
        case 4:
            // Continuous, with one or more fingers (the generator puts several down).
            let pan = Bool.random(using: &rng) ? UIPanGestureRecognizer() : UIScreenEdgePanGestureRecognizer()
            pan.minimumNumberOfTouches = Int.random(in: 1...2, using: &rng)
            (pan as? UIScreenEdgePanGestureRecognizer)?.edges = [.left, .right, .top, .bottom].randomElement(using: &rng)!
            recognizer = pan
        case 5:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.right, .left, .up, .down].randomElement(using: &rng)!
            swipe.numberOfTouchesRequired = Int.random(in: 0..<4, using: &rng) == 0 ? 2 : 1
            recognizer = swipe
        case 6: recognizer = UIPinchGestureRecognizer()
        default: recognizer = UIRotationGestureRecognizer()
        }
        recognizer.cancelsTouchesInView = Int.random(in: 0..<4, using: &rng) != 0
        recognizer.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
        recognizer.delaysTouchesEnded = Int.random(in: 0..<4, using: &rng) != 0
        // Only later recognizers wait for earlier ones: a cycle of failure requirements has no
        // defined outcome in UIKit either.
        for earlier in recognizers where Int.random(in: 0..<3, using: &rng) == 0 {
            recognizer.require(toFail: earlier)
        }
        recognizer.addTarget { [weak self] recognizer in self?.checker.recognizerSentAction(recognizer) }
        recognizers.append(recognizer)
        view.addGestureRecognizer(recognizer)
    }

    // MARK: Changing

    /// Applies a mutation; indexes that do not fit are ignored.
    public func apply(_ mutation: SceneMutation) {
        switch mutation {
        case .removeView(let index):
            node(index)?.view?.removeFromSuperview()
        case .addView(let index, let parentIndex):
            // A forgotten view that something still (wrongly) keeps alive stays out of the tree, so the
            // checker can still report it.
            guard let moved = node(index), !moved.isForgotten, let view = moved.view else { return }
            let parent: UIView = parentIndex.flatMap { node($0)?.view } ?? root.view
            parent.addSubview(view)
        case .forgetView(let index):
            guard let node = node(index) else { return }
            node.view?.removeFromSuperview()
            node.forget()
        case .setFrame(let index, let frame):
            node(index)?.view?.frame = frame
        case .setBoundsOrigin(let index, let origin):
            node(index)?.view?.bounds.origin = origin
        case .setTransform(let index, let transform):
            node(index)?.view?.transform = transform
        case .setClipsToBounds(let index, let clips):
            node(index)?.view?.clipsToBounds = clips
        case .setAlpha(let index, let alpha):
            node(index)?.view?.alpha = alpha
        case .bringToFront(let index):
            guard let view = node(index)?.view else { return }
            view.superview?.bringSubviewToFront(view)
        case .setEnabled(let index, let enabled):
            node(index)?.control?.isEnabled = enabled
        case .setHidden(let index, let hidden):
            node(index)?.view?.isHidden = hidden
        case .setUserInteractionEnabled(let index, let enabled):
            node(index)?.view?.isUserInteractionEnabled = enabled
        case .setExclusiveTouch(let index, let exclusive):
            node(index)?.view?.isExclusiveTouch = exclusive
        case .removeRecognizer(let index):
            guard recognizers.indices.contains(index) else { return }
            recognizers[index].view?.removeGestureRecognizer(recognizers[index])
        case .attachRecognizer(let index, let nodeIndex):
            guard recognizers.indices.contains(index), let view = node(nodeIndex)?.view else { return }
            view.addGestureRecognizer(recognizers[index])
        case .setRecognizerEnabled(let index, let enabled):
            guard recognizers.indices.contains(index) else { return }
            recognizers[index].isEnabled = enabled
        case .releaseTarget(let index):
            guard targets.indices.contains(index) else { return }
            targets[index] = nil
        case .present, .dismiss, .dropController, .tapAlertAction, .rotate, .keyboard:
            applyPresentationChange(mutation)
        case .activateConstraint, .setConstraintActive, .setConstraintConstant, .setConstraintPriority,
             .setTranslatesAutoresizingMask, .addArrangedSubview, .removeArrangedSubview, .arrangeStack:
            applyConstraintChange(mutation)
        }
    }

    func node(_ index: Int) -> SceneNode? {
        nodes.indices.contains(index) ? nodes[index] : nil
    }

    private func react(_ node: SceneNode, _ effect: SceneNode.Reaction.Effect) {
        guard let control = node.control else { return }
        switch effect {
        case .disableSelf: control.isEnabled = false
        case .removeSelf: control.removeFromSuperview()
        case .hideSelf: control.isHidden = true
        case .removeAllTargets:
            // As UIKit's, `removeTarget(nil, action: nil, for: .allEvents)` removes every registration,
            // UIActions included: the checker's own went too, and it lost sight of the session it had
            // seen begin (a false "never ended the session"). It observes again at once: the session's
            // later events come in later dispatches.
            control.removeTarget(nil, action: nil, for: .allEvents)
            observeSessions(of: control, index: node.index)
        checker.observeValue(of: control, index: node.index)
        case .addTarget:
            if let target = targets.compactMap({ $0 }).first {
                control.addTarget(target, action: FuzzTarget.fire, for: .allTouchEvents)
            }
        case .releaseTarget:
            if let index = targets.firstIndex(where: { $0 != nil }) { targets[index] = nil }
        case .nestedCancel:
            for id in 0..<Self.pointerIDLimit {
                host.application.handle(PointerInput(id: id, phase: .cancel, location: .zero), in: host.window)
            }
        case .nestedDown:
            // A settle point lifts every finger: a reaction may not put a new one down meanwhile.
            guard !isSettling else { return }
            let id = Self.pointerIDLimit - 1
            host.application.handle(PointerInput(id: id, phase: .down, location: host.center(of: control)),
                                    in: host.window)
        case .presentFromOwner:
            let styles = PresentationRequest.styles
            apply(.present(from: node.owner, PresentationRequest(
                style: styles[(node.index + controllers.count) % styles.count],
                transition: UIModalTransitionStyle.allCases[node.index % UIModalTransitionStyle.allCases.count],
                animated: controllers.count % 2 == 0, isModalInPopover: node.index % 3 == 0,
                contentSeed: UInt64(node.index * 1_000 + controllers.count))))
        case .dismissOwner:
            apply(.dismiss(node.owner, animated: node.index % 2 == 0))
        }
    }

    private func targetFired(_ index: Int) {
        if targets[index] == nil {
            checker.record("target \(index) received an action after the scene released it")
        }
    }

    // MARK: Inspection

    /// The scene, one view or recognizer a line, to read next to a failing run's trace.
    public var description: String {
        var lines: [String] = []
        for node in nodes {
            guard let view = node.view else {
                lines.append("view \(node.index): released")
                continue
            }
            let parent = view.superview.map(name(of:)) ?? "none"
            var flags: [String] = []
            if view.isHidden { flags.append("hidden") }
            if view.alpha < 0.01 { flags.append("alpha \(view.alpha)") }
            if !view.isUserInteractionEnabled { flags.append("no interaction") }
            if let control = view as? UIControl, !control.isEnabled { flags.append("disabled") }
            if view.isExclusiveTouch { flags.append("exclusive") }
            if view.isMultipleTouchEnabled { flags.append("multi-touch") }
            if let reaction = node.reaction { flags.append("reacts to \(reaction.event.rawValue) with \(reaction.effect)") }
            lines.append("view \(node.index): \(type(of: view)) \(view.frame) in \(parent) \(flags.joined(separator: ", "))")
        }
        for (index, recognizer) in recognizers.enumerated() {
            let owner = recognizer.view.map(name(of:)) ?? "none"
            lines.append("recognizer \(index): \(type(of: recognizer)) on \(owner), cancels \(recognizer.cancelsTouchesInView), "
                         + "delays began \(recognizer.delaysTouchesBegan), ended \(recognizer.delaysTouchesEnded)")
        }
        lines += controllerDescriptions
        for (index, constraint) in constraints.enumerated() {
            let first = (constraint.firstItem as? UIView).map(name(of:)) ?? "released"
            let second = constraint.secondAttribute == .notAnAttribute ? ""
                : "\(constraint.multiplier) × \((constraint.secondItem as? UIView).map(name(of:)) ?? "released").\(constraint.secondAttribute) + "
            lines.append("constraint \(index): \(first).\(constraint.firstAttribute) \(constraint.relation) \(second)\(constraint.constant) "
                         + "@\(constraint.priority.rawValue) \(constraint.isActive ? "active" : "inactive")")
        }
        if let stackView {
            let arranged = stackView.arrangedSubviews.map(name(of:)).joined(separator: ", ")
            lines.append("stack view: \(stackView.axis), \(stackView.distribution), spacing \(stackView.spacing) [\(arranged)]")
        }
        return lines.joined(separator: "\n")
    }

    /// How the description names a view: the window, the root view, a controller's view or a node.
    private func name(of view: UIView) -> String {
        if view === host.window { return "window" }
        if view === root.viewIfLoaded { return "root view" }
        if let index = controllers.firstIndex(where: { $0.controller?.viewIfLoaded === view }) { return "controller \(index)'s view" }
        return nodes.first { $0.view === view }.map { "view \($0.index)" } ?? "?"
    }

    // MARK: Inspection for the checker

    /// Targets the scene released that something still keeps alive.
    var releasedTargetsStillAlive: [Int] {
        weakTargets.indices.filter { targets[$0] == nil && weakTargets[$0].target != nil }
    }

    /// A point inside node `index`'s view, in window coordinates (the window's center if it is gone).
    func point(inNode index: Int, fraction: CGPoint) -> CGPoint {
        guard let view = node(index)?.view else { return host.center(of: host.window) }
        let bounds = view.bounds
        return view.convert(CGPoint(x: bounds.minX + bounds.width * fraction.x,
                                    y: bounds.minY + bounds.height * fraction.y), to: host.window)
    }
}

private struct WeakTarget {
    weak var target: FuzzTarget?
}
