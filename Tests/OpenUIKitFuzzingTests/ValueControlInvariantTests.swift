import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

/// The fuzz scenes' value controls (issue 21) and their invariants: a slider's and a stepper's value
/// stays within its range; a switch's `.valueChanged` matches a change of `isOn`; a segmented
/// control's selection is `noSegment` or a segment and `.valueChanged` matches each change; a page
/// control's current page is within its pages.
@MainActor
@Suite struct ValueControlInvariantTests {
    private func scene<Control: UIControl>(with type: Control.Type) throws -> (FuzzScene, SceneNode, Control) {
        try FuzzScene.first(holding: type)
    }

    /// Makes a scene's control shown, enabled and interactive, on top of the window where a tap reaches it.
    private func showOnTop(_ control: UIControl, in host: TestHost) {
        control.isHidden = false
        control.isEnabled = true
        control.alpha = 1
        control.isUserInteractionEnabled = true
        host.window.addSubview(control)
    }

    @Test func scenesHoldSwitchesSlidersAndSteppers() throws {
        _ = try scene(with: UISwitch.self)
        _ = try scene(with: UISlider.self)
        _ = try scene(with: UIStepper.self)
        _ = try scene(with: UISegmentedControl.self)
        _ = try scene(with: UIPageControl.self)
    }

    @Test func aSegmentChosenByTheUserPassesAndOneChangedSilentlyIsReported() throws {
        let (scene, node, segmented) = try scene(with: UISegmentedControl.self)
        let host = scene.host
        showOnTop(segmented, in: host)
        segmented.frame = CGRect(x: 20, y: 300, width: 200, height: 32)
        segmented.layoutIfNeeded()
        let target = segmented.selectedSegmentIndex == 0 ? 1 : 0
        let width = 200 / CGFloat(segmented.numberOfSegments)
        host.tap(at: segmented.convert(CGPoint(x: width * (CGFloat(target) + 0.5), y: 16), to: nil))
        #expect(segmented.selectedSegmentIndex == target)
        scene.checker.checkAfterStep(scene)
        #expect(!scene.checker.violations.contains { $0.message.hasPrefix("segmented") })
        segmented.selectedSegmentIndex = UISegmentedControl.noSegment   // no event: the checker must notice
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message).contains(
            "segmented control \(node.index) selects segment -1 without sending .valueChanged"))
        segmented.sendActions(for: .valueChanged)           // an event with no change since the last
        segmented.sendActions(for: .valueChanged)
        #expect(scene.checker.violations.map(\.message).contains(
            "segmented control \(node.index) sent .valueChanged with segment -1 unchanged"))
    }

    @Test func aSegmentOutsideTheSegmentsIsReported() {
        final class BrokenSegmentedControl: UISegmentedControl {
            override var selectedSegmentIndex: Int {
                get { numberOfSegments }
                set {}
            }
        }
        let checker = InvariantChecker()
        checker.checkValue(of: UISegmentedControl(items: ["A", "B"]), index: 1)
        #expect(checker.violations.isEmpty)
        checker.checkValue(of: BrokenSegmentedControl(items: ["A", "B"]), index: 5)
        #expect(checker.violations.map(\.message) == ["segmented control 5 selects segment 2 of 2"])
    }

    @Test func aPageOutsideThePagesIsReported() {
        final class BrokenPageControl: UIPageControl {
            override var currentPage: Int {
                get { numberOfPages }
                set {}
            }
        }
        let checker = InvariantChecker()
        let pages = UIPageControl()
        checker.checkValue(of: pages, index: 1)             // no pages: page 0
        pages.numberOfPages = 3
        pages.currentPage = 2
        checker.checkValue(of: pages, index: 1)
        #expect(checker.violations.isEmpty)
        let broken = BrokenPageControl()
        broken.numberOfPages = 3
        checker.checkValue(of: broken, index: 9)
        #expect(checker.violations.map(\.message) == ["page control 9 shows page 3 of 3"])
    }

    @Test func aSwitchFlippedByTheUserPassesAndOneChangedSilentlyIsReported() throws {
        let (scene, node, toggle) = try scene(with: UISwitch.self)
        let host = scene.host
        showOnTop(toggle, in: host)
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
