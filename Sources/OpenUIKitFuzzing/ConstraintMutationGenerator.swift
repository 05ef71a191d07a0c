import OpenUIKit
import OpenUIKitTesting

/// Makes the Auto Layout steps of a fuzz run (issue 22): new constraints between the scene's views
/// (half of them true of the current frames, half with any constant), constraints deactivated and
/// activated again, new constants and priorities (across required and optional too, which UIKit
/// refuses), `translatesAutoresizingMaskIntoConstraints` switched, and views added to and removed
/// from the scene's stack view, whose axis and distribution change too.
///
/// It draws from a random stream of its own, seeded from the run's seed, and the run asks it before
/// each step of the input stream: the input stream's draws are the ones each seed made before
/// constraints came in, so a run with constraint steps off (``InputFuzzer/run(seed:steps:pixelCheckInterval:constraintSteps:)``)
/// replays a seed found before them exactly.
@MainActor
struct ConstraintMutationGenerator {
    private var rng: SplitMix64

    /// A generator for the run of `seed` (nil, a run driven by libFuzzer's bytes: a fixed stream).
    init(seed: UInt64?) {
        // Not the run's own stream: the golden ratio's bits keep the two apart.
        rng = SplitMix64(seed: (seed ?? 0) ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// A constraint step to run before the next input step, about one step in ten; nil otherwise.
    mutating func next(for scene: FuzzScene) -> SceneMutation? {
        guard Int.random(in: 0..<10, using: &rng) == 0 else { return nil }
        let node = Int.random(in: 0..<max(scene.counts.views, 1), using: &rng)
        let constraint = Int.random(in: 0..<max(scene.constraints.count, 1), using: &rng)
        let flag = Bool.random(using: &rng)
        switch Int.random(in: 0..<12, using: &rng) {
        case 0..<4: return .activateConstraint(request(from: node, nodes: scene.counts.views))
        case 4: return .setConstraintActive(constraint, flag)
        case 5: return .setConstraintConstant(constraint, CGFloat.random(in: -100...100, using: &rng).rounded())
        case 6:
            // 0 and 1001 are out of range: UIKit raises, the engine refuses them with a warning.
            let priorities: [UILayoutPriority] = [.required, UILayoutPriority(999), .defaultHigh, .defaultLow, UILayoutPriority(1),
                                                  UILayoutPriority(0), UILayoutPriority(1001)]
            return .setConstraintPriority(constraint, priorities.randomElement(using: &rng)!)
        case 7: return .setTranslatesAutoresizingMask(node, flag)
        case 8, 9: return .addArrangedSubview(node, at: Int.random(in: 0...4, using: &rng))
        case 10: return .removeArrangedSubview(node)
        default:
            let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
            return .arrangeStack(axis: flag ? .horizontal : .vertical,
                                 distribution: distributions.randomElement(using: &rng)!,
                                 spacing: [0, 8, -4, 20].randomElement(using: &rng)!)
        }
    }

    /// A new constraint on node `first`: to another node, the root view, or a constant; positions on
    /// one axis, or sizes with a multiplier; half of them true of the current frames.
    private mutating func request(from first: Int, nodes: Int) -> ConstraintRequest {
        let relation = [NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        var second: Int? = Int.random(in: 0..<max(nodes, 1), using: &rng)
        if Int.random(in: 0..<4, using: &rng) == 0 { second = nil }
        let (firstAttribute, secondAttribute, multiplier) = ConstraintSystemFuzzer.randomAttributes(using: &rng)
        let slack: CGFloat? = Bool.random(using: &rng) ? (relation == .equal ? 0 : CGFloat.random(in: 0...50, using: &rng).rounded()) : nil
        let priorities: [UILayoutPriority] = [.required, .required, UILayoutPriority(999), .defaultHigh, .defaultLow]
        return ConstraintRequest(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                                 secondAttribute: secondAttribute, multiplier: multiplier,
                                 constant: CGFloat.random(in: -200...200, using: &rng).rounded(),
                                 priority: priorities.randomElement(using: &rng)!, slack: slack)
    }
}
