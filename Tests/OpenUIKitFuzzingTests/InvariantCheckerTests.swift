import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

/// The checker itself: each broken invariant is reported, so a clean fuzz run means something.
@MainActor
@Suite struct InvariantCheckerTests {
    @Test func sessionsMustOpenAndCloseOnce() {
        let checker = InvariantChecker()
        checker.control(0, sent: .touchDown)
        checker.control(0, sent: .touchUpInside)
        #expect(checker.violations.isEmpty)
        checker.control(0, sent: .touchCancel)
        checker.control(1, sent: .touchDown)
        checker.control(1, sent: .touchDown)
        #expect(checker.violations.map(\.message) == [
            "control 0 sent .touchCancel without a .touchDown",
            "control 1 sent .touchDown twice without ending the first touch",
        ])
    }

    @Test func aQuietSceneMayNotKeepAControlHighlightedOrASessionOpen() {
        var rng = SplitMix64(seed: 3)
        let scene = FuzzScene(using: &rng)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.host.window.addSubview(control)
        scene.nodes.append(SceneNode(index: 99, view: control))
        control.isHighlighted = true
        scene.checker.control(98, sent: .touchDown)
        scene.checker.checkQuiet(scene)
        #expect(scene.checker.violations.map(\.message).contains("control 99 is still highlighted with no touch down"))
        #expect(scene.checker.violations.map(\.message).contains("control 98 sent .touchDown and never ended the session"))
    }

    @Test func aReleasedTargetThatStaysAliveIsReported() throws {
        let scene = try #require((UInt64(1)...50).lazy.map { seed -> FuzzScene in
            var rng = SplitMix64(seed: seed)
            return FuzzScene(using: &rng)
        }.first { $0.counts.targets > 0 })
        let kept = scene.targets[0]
        scene.apply(.releaseTarget(0))
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message) == ["target 0 is still alive after the scene released it"])
        withExtendedLifetime(kept) {}
    }
}
