import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `insertSegment(…, animated: true)` and `removeSegment(at:animated: true)`: the segments that stay
/// slide to their places and a new one fades in, in virtual time; without `animated` nothing moves.
@MainActor
@Suite struct UISegmentedControlAnimationTests {
    func makeControl(in host: TestHost) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        host.window.addSubview(control)
        control.layoutIfNeeded()
        return control
    }

    func label(_ title: String, of control: UISegmentedControl) -> UILabel {
        control.segments.first { $0.title == title }!.label
    }

    @Test func anAnimatedInsertSlidesTheOthersAndFadesTheNewSegmentIn() {
        let host = TestHost()
        let control = makeControl(in: host)
        let week = label("Week", of: control)
        let before = week.center
        control.insertSegment(withTitle: "Month", at: 0, animated: true)
        let after = week.center                                   // the model is at its end at once
        #expect(after.x > before.x, "Week moves right: a segment went in before it")
        #expect(week.presentedCenter == before, "what is drawn starts where it was")
        let month = label("Month", of: control)
        #expect(month.alpha == 1 && month.presentedAlpha == 0, "the new segment starts transparent")
        host.advance(by: UISegmentedControl.segmentChangeDuration / 2)
        #expect(week.presentedCenter.x > before.x && week.presentedCenter.x < after.x)
        #expect(month.presentedAlpha > 0 && month.presentedAlpha < 1)
        host.advance(by: UISegmentedControl.segmentChangeDuration)
        #expect(week.presentedCenter == after)
        #expect(month.presentedAlpha == 1)
    }

    @Test func anAnimatedRemovalSlidesTheSegmentsThatStay() {
        let host = TestHost()
        let control = makeControl(in: host)
        let week = label("Week", of: control)
        let before = week.center
        control.removeSegment(at: 0, animated: true)
        #expect(week.center.x < before.x)
        #expect(week.presentedCenter == before)
        host.advance(by: UISegmentedControl.segmentChangeDuration + 0.05)
        #expect(week.presentedCenter == week.center)
    }

    @Test func withoutAnimatedOrOutsideAWindowTheChangeIsDrawnAtOnce() {
        let host = TestHost()
        let control = makeControl(in: host)
        let week = label("Week", of: control)
        control.insertSegment(withTitle: "Month", at: 0, animated: false)
        control.layoutIfNeeded()
        #expect(week.presentedCenter == week.center)
        #expect(!week.hasRunningAnimations)
        let loose = UISegmentedControl(items: ["A", "B"])
        loose.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        loose.insertSegment(withTitle: "C", at: 0, animated: true)
        #expect(loose.segments.allSatisfy { !$0.label.hasRunningAnimations })
    }
}
