import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's stand-in for `UIView.animate`: frames on the app's scheduler, in virtual time.
@MainActor
@Suite struct CenterAnimationTests {
    private func makeView(in host: TestHost) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(view)
        return view
    }

    @Test func movesEasingOutAndLandsExactlyOnTheTargetThenCompletes() {
        let host = TestHost()
        let view = makeView(in: host)
        let animation = CenterAnimation()
        var completions = 0
        host.run { animation.move(view, to: CGPoint(x: 210, y: 10), duration: 0.5) { completions += 1 } }
        host.advance(by: 0.25)
        #expect(view.center.x > 10 + 100, "past halfway at half time: easing out (\(view.center.x))")
        #expect(view.center.x < 210 && animation.isRunning && completions == 0)
        host.advance(by: 0.3)
        #expect(view.center == CGPoint(x: 210, y: 10) && completions == 1 && !animation.isRunning)
        host.advance(by: 1)
        #expect(completions == 1)
    }

    @Test func aNewMoveAbandonsTheCurrentOneWithoutItsCompletion() {
        let host = TestHost()
        let view = makeView(in: host)
        let animation = CenterAnimation()
        var finished: [String] = []
        host.run { animation.move(view, to: CGPoint(x: 300, y: 10), duration: 0.5) { finished.append("first") } }
        host.advance(by: 0.1)
        host.run { animation.move(view, to: CGPoint(x: 10, y: 100), duration: 0.2) { finished.append("second") } }
        host.advance(by: 1)
        #expect(view.center == CGPoint(x: 10, y: 100) && finished == ["second"])
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func anUnusableDurationTakesOneFrame(duration: TimeInterval) {
        let host = TestHost()
        let view = makeView(in: host)
        let animation = CenterAnimation()
        host.run { animation.move(view, to: CGPoint(x: 50, y: 60), duration: duration) }
        host.advance(by: 1 / CenterAnimation.frameRate)
        #expect(view.center == CGPoint(x: 50, y: 60))
    }

    /// An animation released mid-move (its screen closed) stops ticking: its timer ends at the next
    /// frame rather than firing for good, and the completion never runs.
    @Test func anAnimationReleasedMidMoveStopsTicking() {
        let host = TestHost()
        let view = makeView(in: host)
        var animation: CenterAnimation? = CenterAnimation()
        var completions = 0
        host.run { animation?.move(view, to: CGPoint(x: 300, y: 10), duration: 0.5) { completions += 1 } }
        host.advance(by: 0.1)
        animation = nil
        host.advance(by: 1)
        #expect(completions == 0)
        #expect(host.scheduler.nextFireTime == nil, "no timer left ticking")
    }
}
