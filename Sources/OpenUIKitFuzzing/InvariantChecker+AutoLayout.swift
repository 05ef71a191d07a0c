import OpenUIKit

/// The invariant of Auto Layout (issue 22, ``ConstraintSystemFuzzer``): after a layout pass every
/// frame is finite, and every active required constraint holds for the frames the engine set —
/// unless the pass reported a conflict (UIKit's "Unable to simultaneously satisfy constraints"),
/// which a system satisfiable by construction must never do.
extension InvariantChecker {
    /// Checks the frames `root`'s layout pass set against `constraints`, given the diagnostics the
    /// pass `reported`.
    func checkConstraints(_ constraints: [NSLayoutConstraint], in root: UIView, reported: [Diagnostic], satisfiable: Bool) {
        let conflicts = reported.filter { $0.code == "layout.unsatisfiableConstraints" }.count
        if satisfiable, conflicts > 0 {
            record("a satisfiable system reported \(conflicts) conflict(s)")
        }
        var broken = 0
        var example = ""
        for constraint in constraints where constraint.isActive && constraint.priority == .required {
            guard let first = constraint.firstItem as? UIView else { continue }
            let left = ConstraintSystemFuzzer.value(of: first.convert(first.bounds, to: root), constraint.firstAttribute)
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
            let holds = switch constraint.relation {
            case .equal: abs(left - right) <= tolerance
            case .lessThanOrEqual: left <= right + tolerance
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
}
