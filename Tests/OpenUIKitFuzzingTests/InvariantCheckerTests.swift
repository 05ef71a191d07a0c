import Foundation
import Testing
@testable import OpenUIKit
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

    /// Drawn views (issue 25's drawing capability): every time step redraws them through
    /// `setNeedsDisplay()`, and content left from an older picture is reported.
    /// The drawn views' picture holds a string drawn with attributes and an image made in code
    /// (issue 25: the scenes grow with text and image drawing), both moving with the phase.
    @Test func aDrawnViewDrawsItsPhaseAsTextAndAnImageMadeInCode() {
        let drawn = FuzzDrawnView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        drawn.phase = 3
        let commands = drawn.contentDisplayList.commands
        #expect(drawn.contentDisplayList.texts == ["3"])
        #expect(commands.contains { if case .image = $0 { true } else { false } })
    }

    /// Symbol buttons (issue 25's symbol images): every time step gives them a new configuration,
    /// and an image view left with another one is reported.
    @Test func aSymbolButtonMustShowItsSymbolWithItsConfiguration() throws {
        let scene = try #require((UInt64(1)...50).lazy.map { seed -> FuzzScene in
            var rng = SplitMix64(seed: seed)
            return FuzzScene(using: &rng)
        }.first { $0.nodes.contains { ($0.view as? UIButton)?.currentImage?.isSymbolImage == true } })
        let node = try #require(scene.nodes.first { ($0.view as? UIButton)?.currentImage?.isSymbolImage == true })
        let button = try #require(node.view as? UIButton)
        scene.advanceDrawnViews()
        let configuration = try #require(button.preferredSymbolConfigurationForImage(in: .normal))
        #expect(button.imageView?.preferredSymbolConfiguration == configuration)
        scene.advanceDrawnViews()
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) != configuration)
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.isEmpty)
        button.imageView?.preferredSymbolConfiguration = configuration
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.contains { $0.message.hasPrefix("button \(node.index) shows its symbol with") })
    }

    @Test func aDrawnViewMustShowItsCurrentPicture() throws {
        let scene = try #require((UInt64(1)...50).lazy.map { seed -> FuzzScene in
            var rng = SplitMix64(seed: seed)
            return FuzzScene(using: &rng)
        }.first { $0.nodes.contains { $0.view is FuzzDrawnView } })
        let node = try #require(scene.nodes.first { $0.view is FuzzDrawnView })
        let drawn = try #require(node.view as? FuzzDrawnView)
        scene.checker.checkAfterStep(scene)
        scene.advanceDrawnViews()
        #expect(drawn.phase == 1)
        scene.checker.checkAfterStep(scene)
        #expect(drawn.drawnPhase == 1)
        #expect(scene.checker.violations.isEmpty)
        // A phase change whose redraw is lost (the old content put back, as a setter without
        // setNeedsDisplay() would leave it).
        let recorded = drawn.cachedContent
        drawn.phase = 2
        drawn.cachedContent = recorded
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message).contains("drawn view \(node.index) shows phase 1 of 2"))
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

    private func sceneWithAPresentation(style: UIModalPresentationStyle = .fullScreen) throws -> FuzzScene {
        var rng = SplitMix64(seed: 5)
        let scene = FuzzScene(using: &rng)
        scene.apply(.present(from: nil, PresentationRequest(style: style, transition: .coverVertical, animated: false,
                                                              isModalInPopover: false, contentSeed: 1)))
        try #require(scene.controller(0)?.presentingViewController === scene.root)
        scene.checker.checkAfterStep(scene)
        try #require(scene.checker.violations.isEmpty)
        return scene
    }

    /// A scene whose root presents an alert made from `contentSeed`, at once.
    private func sceneWithAnAlert(contentSeed: UInt64) throws -> (FuzzScene, UIAlertController) {
        var rng = SplitMix64(seed: 5)
        let scene = FuzzScene(using: &rng)
        scene.apply(.present(from: nil, PresentationRequest(style: .fullScreen, transition: .coverVertical, animated: false,
                                                              isModalInPopover: false, contentSeed: contentSeed, alertStyle: .alert)))
        return (scene, try #require(scene.controller(0) as? UIAlertController))
    }

    @Test func anAlertHandlerMustRunOnceAfterItsAlertWasShownAndDismissed() throws {
        let (scene, alert) = try sceneWithAnAlert(contentSeed: 1)
        let entry = scene.controllers[0]
        let action = try #require(alert.actions.first)
        entry.wasShown = false
        scene.checker.alertHandlerRan(entry, action: 0, of: action)
        entry.wasShown = true
        scene.checker.alertHandlerRan(entry, action: 0, of: action)
        #expect(scene.checker.violations.map(\.message) == [
            "alert controller 0, never shown, ran the handler of action 0",
            "alert controller 0 ran the handler of action 0 before its dismissal completed",
            "alert controller 0 ran the handler of action 0 twice",
            "alert controller 0 ran the handler of action 0 before its dismissal completed",
        ])
    }

    @Test func aTappedAlertActionRunsItsHandlerAfterTheDismissal() throws {
        let (scene, alert) = try sceneWithAnAlert(contentSeed: 2)
        let enabled = try #require(alert.actions.firstIndex { $0.isEnabled })
        scene.host.window.layoutIfNeeded()
        scene.apply(.tapAlertAction(0, action: enabled))
        scene.host.advance(by: 1)
        #expect(scene.checker.alertHandlerCount == 1)
        #expect(scene.checker.violations.isEmpty)
    }

    @Test func aPresentedViewOutOfTheWindowIsReported() throws {
        let scene = try sceneWithAPresentation()
        scene.controller(0)?.view.removeFromSuperview()
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message).contains(
            "controller 0's view is not in the window, but its presentation is complete and not covered"))
    }

    @Test func aHighlightedControlInADismissedControllerIsReported() throws {
        let scene = try sceneWithAPresentation()
        scene.apply(.dismiss(nil, animated: false))
        let node = try #require(scene.nodes.first { $0.owner == 0 && $0.control != nil })
        node.control?.isHighlighted = true
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message).contains(
            "control \(node.index) in dismissed controller 0 is still highlighted"))
    }

    @Test func aDroppedControllerKeptAliveAfterItsDismissalIsReported() throws {
        let scene = try sceneWithAPresentation()
        let kept = scene.controller(0)
        scene.apply(.dropController(0))
        scene.checker.checkQuiet(scene)
        #expect(scene.checker.violations.isEmpty) // still presented: its presenter keeps it
        scene.apply(.dismiss(0, animated: false))
        scene.checker.checkQuiet(scene)
        #expect(scene.checker.violations.map(\.message).contains(
            "controller 0 is still alive after it was dismissed and the scene dropped it"))
        withExtendedLifetime(kept) {}
    }
}
