import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

/// The fuzz scenes' value controls (issue 21) and their invariants: a slider's and a stepper's value
/// stays within its range; a switch's `.valueChanged` matches a change of `isOn`.
@MainActor
@Suite struct ValueControlInvariantTests {
    /// The first scene (by seed) that holds a control of type `Control`, and that control's node.
    private func scene<Control: UIControl>(with type: Control.Type) throws -> (FuzzScene, SceneNode, Control) {
        let scene = try #require((UInt64(1)...80).lazy.map { seed -> FuzzScene in
            var rng = SplitMix64(seed: seed)
            return FuzzScene(using: &rng)
        }.first { $0.nodes.contains { $0.view is Control } })
        let node = try #require(scene.nodes.first { $0.view is Control })
        return (scene, node, try #require(node.view as? Control))
    }

    @Test func scenesHoldSwitchesSlidersAndSteppers() throws {
        _ = try scene(with: UISwitch.self)
        _ = try scene(with: UISlider.self)
        _ = try scene(with: UIStepper.self)
    }

    @Test func aSwitchFlippedByTheUserPassesAndOneChangedSilentlyIsReported() throws {
        let (scene, node, toggle) = try scene(with: UISwitch.self)
        let host = scene.host
        toggle.isHidden = false
        toggle.isEnabled = true
        toggle.alpha = 1
        toggle.isUserInteractionEnabled = true
        host.window.addSubview(toggle)                      // on top, where a tap reaches it
        toggle.frame.origin = CGPoint(x: 100, y: 300)
        let before = toggle.isOn
        host.tap(toggle)
        #expect(toggle.isOn != before)
        scene.checker.checkAfterStep(scene)
        #expect(!scene.checker.violations.contains { $0.message.hasPrefix("switch") })
        toggle.isOn.toggle()                                // no event: the checker must notice
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message).contains(
            "switch \(node.index) is \(toggle.isOn ? "on" : "off") without sending .valueChanged"))
        toggle.sendActions(for: .valueChanged)              // an event with no change since the last
        toggle.sendActions(for: .valueChanged)
        #expect(scene.checker.violations.map(\.message).contains(
            "switch \(node.index) sent .valueChanged with isOn unchanged (\(toggle.isOn))"))
    }

    @Test func aSliderOutsideItsRangeIsReported() {
        final class BrokenSlider: UISlider {
            override var value: Float {
                get { maximumValue + 1 }
                set {}
            }
        }
        let checker = InvariantChecker()
        checker.checkValue(of: UISlider(), index: 1)
        #expect(checker.violations.isEmpty)
        checker.checkValue(of: BrokenSlider(), index: 2)
        #expect(checker.violations.map(\.message).first?.hasPrefix("slider 2 value 2.0") == true)
    }

    @Test func fuzzRunsWithValueControlsKeepTheirInvariants() {
        for seed in UInt64(1)...12 {
            let report = InputFuzzer.run(seed: seed, steps: 150, pixelCheckInterval: 0)
            #expect(report.passed, "seed \(seed): \(report.violations.first.map { "\($0)" } ?? "")")
        }
    }
}
