import OpenUIKit
import OpenUIKitTesting

/// Random Auto Layout systems (issue 22): views nested in a fixed 400×400 root, related by random
/// constraints, solved by the engine, then checked (`InvariantChecker+AutoLayout.swift`).
///
/// Half the systems are satisfiable by construction: every required constraint is written to hold
/// for random target frames (an equality exactly, an inequality with slack), so the solver must
/// meet them all without reporting a conflict, whatever frames it picks; optional constraints at
/// random priorities pull elsewhere. The other half relate random attributes with random constants
/// and are mostly unsatisfiable: the engine must break constraints, report each conflict, and still
/// end with finite frames — never crash, never hang. After the first solve each system changes a
/// few constants and deactivates a few constraints, and is solved and checked again (the
/// incremental path a window resize takes).
public enum ConstraintSystemFuzzer {
    /// The attributes the systems relate: positions on each axis and the two sizes.
    static let horizontal: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
    static let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]

    /// Builds, solves and checks `systems` random systems from `seed`; returns the broken invariants
    /// (step 2n: system n's first solve; 2n + 1: its second) and how many conflicts the engine reported
    /// (none would mean the unsatisfiable half tested nothing).
    @MainActor
    /// With `incremental` false each system is solved once (no second, incremental solve).
    public static func run(seed: UInt64, systems: Int, incremental: Bool = true) -> (violations: [InvariantViolation], conflicts: Int) {
        var conflicts = 0
        var rng = SplitMix64(seed: seed)
        let checker = InvariantChecker()
        for index in 0..<systems {
            checker.step = 2 * index
            let satisfiable = index % 2 == 0
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            var views = [root]
            for _ in 0..<Int.random(in: 2...7, using: &rng) {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                views.randomElement(using: &rng)!.addSubview(view)
                views.append(view)
            }
            let targets = views.map { view in
                view === root ? root.frame : CGRect(x: .random(in: -50...350, using: &rng), y: .random(in: -50...350, using: &rng),
                                                    width: .random(in: 0...200, using: &rng), height: .random(in: 0...200, using: &rng))
            }
            var constraints: [NSLayoutConstraint] = []
            for view in views.dropFirst() {
                constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
                constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0))
            }
            let floors = constraints.count
            for _ in 0..<Int.random(in: 1...(views.count * 4), using: &rng) {
                constraints.append(randomConstraint(views, targets, satisfiable: satisfiable, using: &rng))
            }
            let firstSolve = Diagnostics.record {
                NSLayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
            }
            let firstConflicts = firstSolve.filter { $0.code == "layout.unsatisfiableConstraints" }.count
            checker.checkConstraints(constraints, in: root, conflicts: firstConflicts, satisfiable: satisfiable)
            conflicts += firstConflicts
            guard incremental else { continue }
            checker.step = 2 * index + 1
            let secondSolve = Diagnostics.record {
                // The size floors stay: the engine sets no negative size (it clamps to zero, see
                // LayoutEngine), so a system without them could solve to frames that break it.
                for constraint in constraints.dropFirst(floors).shuffled(using: &rng).prefix(3) {
                    if Bool.random(using: &rng) {
                        constraint.isActive = false
                    } else if !satisfiable || constraint.priority != .required {
                        constraint.constant += .random(in: -100...100, using: &rng)
                    }
                }
                root.layoutIfNeeded()
            }
            // A constraint broken in the first solve stays broken, reported once (as UIKit does).
            let secondConflicts = secondSolve.filter { $0.code == "layout.unsatisfiableConstraints" }.count
            checker.checkConstraints(constraints, in: root, conflicts: firstConflicts + secondConflicts, satisfiable: satisfiable)
            conflicts += secondConflicts
        }
        return (checker.violations, conflicts)
    }

    /// A constraint between two of `views` (or a size equal to a constant): required and true of
    /// `targets` in a satisfiable system, anything at all otherwise.
    @MainActor
    private static func randomConstraint<G: RandomNumberGenerator>(_ views: [UIView], _ targets: [CGRect], satisfiable: Bool,
                                                                  using rng: inout G) -> NSLayoutConstraint {
        let first = Int.random(in: 1..<views.count, using: &rng)
        let second = Int.random(in: 0..<views.count, using: &rng)
        let relation = [NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let (firstAttribute, secondAttribute, multiplier) = randomAttributes(using: &rng)
        let secondItem: UIView? = secondAttribute == .notAnAttribute ? nil : views[second]
        var constant = CGFloat.random(in: -200...200, using: &rng)
        if satisfiable {
            let secondValue = secondItem == nil ? 0 : value(of: targets[second], secondAttribute)
            let exact = value(of: targets[first], firstAttribute) - multiplier * secondValue
            let slack = CGFloat.random(in: 0...50, using: &rng)
            constant = relation == .equal ? exact : relation == .lessThanOrEqual ? exact + slack : exact - slack
        }
        let constraint = NSLayoutConstraint(item: views[first], attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                                            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        if Int.random(in: 0..<3, using: &rng) == 0 {
            constraint.priority = [UILayoutPriority(999), .defaultHigh, .defaultLow, UILayoutPriority(1)].randomElement(using: &rng)!
        }
        return constraint
    }

    /// Two attributes a constraint relates and its multiplier: positions on one axis, sizes (with a
    /// multiplier of ½, 1 or 2), or a size and `.notAnAttribute` (a constant).
    static func randomAttributes<G: RandomNumberGenerator>(using rng: inout G)
        -> (first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute, multiplier: CGFloat) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            return (horizontal.randomElement(using: &rng)!, horizontal.randomElement(using: &rng)!, 1)
        case 1:
            return (vertical.randomElement(using: &rng)!, vertical.randomElement(using: &rng)!, 1)
        case 2:
            let first: NSLayoutConstraint.Attribute = Bool.random(using: &rng) ? .width : .height
            let second: NSLayoutConstraint.Attribute = Bool.random(using: &rng) ? .width : .height
            return (first, second, [0.5, 1, 2].randomElement(using: &rng)!)
        default:
            return (Bool.random(using: &rng) ? .width : .height, .notAnAttribute, 1)
        }
    }

    /// An attribute of a rectangle in the root's coordinates (left-to-right: leading is left).
    static func value(of rect: CGRect, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute {
        case .left, .leading: rect.minX
        case .right, .trailing: rect.maxX
        case .centerX: rect.midX
        case .top: rect.minY
        case .bottom: rect.maxY
        case .centerY: rect.midY
        case .width: rect.width
        case .height: rect.height
        default: 0
        }
    }
}
