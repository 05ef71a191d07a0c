import OpenUIKit

/// The invariant of Auto Layout (issue 22, ``ConstraintSystemFuzzer`` and the input fuzzer's
/// constraint steps): after a layout pass every frame is finite, and every active required constraint
/// holds for the frames the engine set — unless a conflict was reported (UIKit's "Unable to
/// simultaneously satisfy constraints"), which a system satisfiable by construction must never do.
extension InvariantChecker {
    /// Checks the frames `root`'s layout pass set against `constraints`, given how many conflicts the
    /// engine reported.
    func checkConstraints(_ constraints: [NSLayoutConstraint], in root: UIView, conflicts: Int, satisfiable: Bool) {
        if satisfiable, conflicts > 0 {
            record("a satisfiable system reported \(conflicts) conflict(s)")
        }
        var broken = 0
        var example = ""
        for constraint in constraints where constraint.isActive && constraint.priority == .required {
            guard let first = constraint.firstItem as? UIView else { continue }
            let firstRect = first.convert(first.bounds, to: root)
            let left = ConstraintSystemFuzzer.value(of: firstRect, constraint.firstAttribute)
            var right = constraint.constant
            if let second = constraint.secondItem as? UIView {
                right += constraint.multiplier * ConstraintSystemFuzzer.value(of: second.convert(second.bounds, to: root),
                                                                              constraint.secondAttribute)
            }
            guard left.isFinite, right.isFinite else {
                record("a constraint's frames are not finite")
                continue
            }
            let tolerance = 1e-3 + 1e-6 * max(abs(left), abs(right))
            // A size the engine solved below zero shows as zero (``LayoutEngine``, as UIKit's views
            // never show a negative size): a zero width or height stands for any value at or below
            // zero, so `width <= -152` holds on a zero-wide view.
            let zeroSize = switch constraint.firstAttribute {
            case .width: firstRect.width == 0
            case .height: firstRect.height == 0
            default: false
            }
            let holds = switch constraint.relation {
            case .equal: abs(left - right) <= tolerance || (zeroSize && right <= tolerance)
            case .lessThanOrEqual: left <= right + tolerance || zeroSize
            case .greaterThanOrEqual: left >= right - tolerance
            }
            if !holds {
                broken += 1
                example = "\(constraint.firstAttribute) \(constraint.relation) × \(constraint.multiplier) "
                    + "\(constraint.secondAttribute) + \(constraint.constant): \(left) against \(right)"
            }
        }
        if broken > 0, conflicts == 0 {
            record("\(broken) required constraint(s) do not hold, and no conflict was reported (\(example))")
        }
    }

    /// The scene's constraints after its window's layout pass (run here, as the next frame would):
    /// those whose views are in the window and measurable there — no turned, scaled or scrolled view
    /// on the way up, where frames in the window are not what the engine relates — must hold unless
    /// the run reported a conflict. Nothing to do for a scene without constraint steps.
    func checkSceneConstraints(_ scene: FuzzScene) {
        guard !scene.constraints.isEmpty || scene.stackView != nil else { return }
        let window = scene.host.window
        window.layoutIfNeeded()
        let measurable = scene.constraints.filter { constraint in
            [constraint.firstItem, constraint.secondItem].allSatisfy { item in
                guard let item else { return true }
                guard let view = item as? UIView else { return false }
                return Self.isMeasurable(view, in: window)
            }
        }
        checkConstraints(measurable, in: window, conflicts: layoutConflicts, satisfiable: false)
    }

    /// Whether `view` is in `window` with no transform on itself or any ancestor, and no ancestor's
    /// bounds moved from the origin.
    private static func isMeasurable(_ view: UIView, in window: UIWindow) -> Bool {
        guard view.window === window, view.transform.isIdentity else { return false }
        var ancestor = view.superview
        while let current = ancestor, current !== window {
            guard current.transform.isIdentity, current.bounds.origin == .zero else { return false }
            ancestor = current.superview
        }
        return true
    }
}
