import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

/// The input fuzzer's constraint steps (issue 22): constraints a scene makes true of its frames hold
/// after the layout pass the checker runs, one that cannot hold is reported unless the engine reported
/// a conflict, and the stack view steps arrange the scene's views.
@MainActor
@Suite struct SceneConstraintTests {
    private func scene(seed: UInt64 = 3) -> FuzzScene {
        var rng = SplitMix64(seed: seed)
        return FuzzScene(using: &rng)
    }

    private func widthRequest(of node: Int, constant: CGFloat, slack: CGFloat?) -> ConstraintRequest {
        ConstraintRequest(first: node, firstAttribute: .width, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                          multiplier: 1, constant: constant, priority: .required, slack: slack)
    }

    @Test func aConstraintMadeTrueOfTheFramesHoldsWithoutAConflict() throws {
        let scene = scene()
        let view = try #require(scene.node(0)?.view)
        let width = view.frame.width
        let right = ConstraintRequest(first: 0, firstAttribute: .right, relation: .lessThanOrEqual, second: nil,
                                      secondAttribute: .right, multiplier: 1, constant: -999, priority: .required, slack: 12)
        let reported = Diagnostics.record {
            scene.apply(.activateConstraint(widthRequest(of: 0, constant: -5, slack: 0)))
            scene.apply(.activateConstraint(right))
            scene.checker.checkSceneConstraints(scene)
        }
        #expect(scene.constraints.count == 2 && scene.constraints.allSatisfy(\.isActive))
        #expect(scene.constraints[0].constant == width, "the slack request's constant is worked out from the frame")
        #expect(!reported.contains { $0.code == "layout.unsatisfiableConstraints" })
        #expect(scene.checker.violations.isEmpty, "\(scene.checker.violations)")
    }

    @Test func aBrokenRequiredConstraintIsAViolationUnlessAConflictWasReported() throws {
        let scene = scene()
        let view = try #require(scene.node(0)?.view)
        // The view translates its mask: its autoresizing width is required too, and the new one loses.
        scene.apply(.activateConstraint(widthRequest(of: 0, constant: view.frame.width + 40, slack: nil)))
        scene.checker.checkSceneConstraints(scene)
        #expect(scene.checker.violations.map(\.message).first?.hasPrefix("1 required constraint(s) do not hold, and no conflict was reported") == true,
                "\(scene.checker.violations)")
        scene.checker.layoutConflicts = 1
        scene.checker.checkSceneConstraints(scene)
        #expect(scene.checker.violations.count == 1, "a reported conflict excuses it")
    }

    @Test func stackStepsArrangeTheScenesViewsInOneStackView() throws {
        let scene = scene()
        let first = try #require(scene.node(0)?.view)
        scene.apply(.addArrangedSubview(0, at: 7))
        scene.apply(.arrangeStack(axis: .horizontal, distribution: .fillEqually, spacing: 8))
        let stack = try #require(scene.stackView)
        #expect(stack.arrangedSubviews.first === first && !first.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fillEqually && stack.spacing == 8)
        scene.apply(.removeArrangedSubview(0))
        #expect(stack.arrangedSubviews.isEmpty && first.superview === stack)
        scene.apply(.setTranslatesAutoresizingMask(0, true))
        #expect(first.translatesAutoresizingMaskIntoConstraints)
        scene.checker.checkSceneConstraints(scene)
        #expect(scene.checker.violations.isEmpty)
    }
}
