import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// UIViewPropertyAnimator in virtual time, from UIKit's documentation: its states and the moves
/// between them, scrubbing while paused, reversing, pausing on completion, the positions it
/// finishes at, added animations and timing, and the misuse UIKit raises for.
@MainActor
@Suite struct UIViewPropertyAnimatorTests {
    @MainActor final class Log { var positions: [UIViewAnimatingPosition] = [] }

    private let start = CGRect(x: 0, y: 100, width: 100, height: 50)
    private let end = CGRect(x: 200, y: 100, width: 100, height: 50)

    private func makeView() -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: start)
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.render()
        return (host, view)
    }

    /// A linear animator moving `view` from `start` to `end` over 1 s, logging its completions.
    private func makeAnimator(_ view: UIView, log: Log, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: curve) { view.frame = self.end }
        animator.addCompletion { log.positions.append($0) }
        return animator
    }

    private func advance(_ host: TestHost, by time: TimeInterval) {
        host.advance(by: time + 1e-9)
    }

    /// The x the view's frame is drawn at.
    private func drawnX(_ view: UIView) -> CGFloat { view.presentedCenter.x - view.bounds.width / 2 }

    private func expectClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 0.5,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) <= tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func blocksRunWhenItStartsThenTheDrawnValuesFollowTheTimeAndItEndsInactive() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.frame == start, "nothing runs before it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.frame == end, "the model value at once")
        expectClose(drawnX(view), 0)
        advance(host, by: 0.25)
        expectClose(drawnX(view), 50)
        expectClose(animator.fractionComplete, 0.25, tolerance: 1e-6)
        advance(host, by: 0.75)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(log.positions == [.end])
        #expect(!view.hasRunningAnimations)
        #expect(view.frame == end)
    }

    @Test func pausingHoldsTheDrawnValuesAndStartingResumesFromThere() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        animator.startAnimation()
        advance(host, by: 0.5)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        advance(host, by: 2)
        expectClose(drawnX(view), 100)
        #expect(log.positions.isEmpty)
        animator.startAnimation()
        advance(host, by: 0.25)
        expectClose(drawnX(view), 150)
        advance(host, by: 0.25)
        #expect(log.positions == [.end])
    }

    @Test func pausingAnInactiveAnimatorRunsItsBlocksAndWaits() {
        let (host, view) = makeView()
        let animator = makeAnimator(view, log: Log())
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.frame == end)
        advance(host, by: 1)
        expectClose(drawnX(view), 0)
    }

    @Test func scrubbingWhilePausedMovesTheDrawnValuesLinearlyOrAlongTheCurve() {
        let (host, view) = makeView()
        defer { withExtendedLifetime(host) {} }
        let animator = makeAnimator(view, log: Log(), curve: .easeIn)
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning, "scrubbing an inactive animator pauses it")
        expectClose(drawnX(view), 100, tolerance: 1e-6)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        let eased = CGFloat(AnimationTiming.cubic(0.42, 0, 1, 1).progress(at: 0.5)) * 200
        expectClose(drawnX(view), eased, tolerance: 1e-6)
        #expect(eased < 90, "ease-in lags behind the linear scrub")
        animator.fractionComplete = 7
        #expect(animator.fractionComplete == 1, "clamped")
        expectClose(drawnX(view), 200, tolerance: 1e-6)
    }

    @Test func resumingAfterALinearScrubBlendsFromTheDrawnValuesWithoutAJump() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log, curve: .easeInOut)
        animator.fractionComplete = 0.5
        expectClose(drawnX(view), 100)
        animator.startAnimation()
        advance(host, by: 1.0 / 60)
        #expect(drawnX(view) > 100 && drawnX(view) < 104, "continues from the scrubbed value: \(drawnX(view))")
        advance(host, by: 0.5 - 1.0 / 60)
        #expect(log.positions == [.end], "the rest of the duration")
        #expect(!view.hasRunningAnimations)
    }

    @Test func scrubbingWhileRunningIsIgnoredWithAWarning() {
        let (host, view) = makeView()
        let animator = makeAnimator(view, log: Log())
        animator.startAnimation()
        advance(host, by: 0.25)
        let diagnostics = Diagnostics.record { animator.fractionComplete = 0.9 }
        #expect(diagnostics.map(\.code) == ["animator.scrubWhileRunning"])
        expectClose(animator.fractionComplete, 0.25, tolerance: 1e-6)
    }

    @Test func reversingRunsBackAlongTheCurveAndFinishesAtTheStartValues() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        animator.startAnimation()
        advance(host, by: 0.5)
        animator.isReversed = true
        advance(host, by: 0.25)
        expectClose(drawnX(view), 50)
        #expect(view.frame == end, "the model keeps the end values until it arrives")
        advance(host, by: 0.25)
        #expect(log.positions == [.start])
        #expect(view.frame == start, "back at the start values")
        #expect(!view.hasRunningAnimations)
        expectClose(drawnX(view), 0)
    }

    @Test func pausesOnCompletionKeepsItActiveWithoutCompletionsSoItCanReverse() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        advance(host, by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.positions.isEmpty)
        expectClose(drawnX(view), 200)
        animator.isReversed = true
        animator.startAnimation()
        advance(host, by: 0.5)
        expectClose(drawnX(view), 100)
        advance(host, by: 0.6)
        #expect(animator.state == .active && animator.fractionComplete == 0, "paused at the start this time")
        expectClose(drawnX(view), 0)
        #expect(log.positions.isEmpty)
    }

    @Test func stoppingWithoutFinishingLeavesTheDrawnValuesAndRunsNoCompletion() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        animator.startAnimation()
        advance(host, by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !animator.isRunning)
        expectClose(view.frame.minX, 50)
        #expect(!view.hasRunningAnimations)
        advance(host, by: 1)
        #expect(log.positions.isEmpty)
    }

    @Test(arguments: [(UIViewAnimatingPosition.start, 0.0), (.end, 200.0), (.current, 50.0)])
    func aStoppedAnimatorFinishesAtThePositionAsked(position: UIViewAnimatingPosition, x: Double) {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        animator.startAnimation()
        advance(host, by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        expectClose(view.frame.minX, 50, tolerance: 0.5)
        let diagnostics = Diagnostics.record { animator.startAnimation() }
        #expect(diagnostics.map(\.code) == ["animator.startWhileStopped"])
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(log.positions == [position])
        expectClose(view.frame.minX, CGFloat(x), tolerance: 0.5)
        expectClose(drawnX(view), CGFloat(x), tolerance: 0.5)
    }

    @Test func misuseUIKitRaisesForIsAWarningAndChangesNothing() {
        let (host, view) = makeView()
        defer { withExtendedLifetime(host) {} }
        let animator = makeAnimator(view, log: Log())
        var codes = Diagnostics.record { animator.finishAnimation(at: .end) }.map(\.code)
        #expect(codes == ["animator.finishWhileNotStopped"])
        #expect(animator.state == .inactive)
        animator.isInterruptible = false
        animator.startAnimation()
        codes = Diagnostics.record {
            animator.pauseAnimation()
            animator.stopAnimation(true)
            animator.isInterruptible = true
            animator.isUserInteractionEnabled = false
        }.map(\.code)
        #expect(codes == ["animator.notInterruptible", "animator.notInterruptible",
                          "animator.configureWhileActive", "animator.configureWhileActive"])
        #expect(animator.isRunning && !animator.isInterruptible && animator.isUserInteractionEnabled)
    }

    @Test func animatedViewsTakeTouchesUnlessUserInteractionIsDisabled() {
        let (host, view) = makeView()
        let animator = makeAnimator(view, log: Log())
        animator.startAnimation()
        #expect(host.window.hitTest(CGPoint(x: 250, y: 120), with: nil) === view, "at its model frame, as UIKit's default")
        advance(host, by: 0.5)
        animator.stopAnimation(true)
        #expect(view.frame.minX > 90, "stopped where it was drawn")
        let blocked = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [],
                                                                     animations: { view.frame = self.start })
        #expect(!blocked.isUserInteractionEnabled)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 120), with: nil) !== view, "passed by while it animates")
        advance(host, by: 1)
        #expect(host.window.hitTest(CGPoint(x: 50, y: 120), with: nil) === view)
    }

    @Test func runningPropertyAnimatorStartsAtOnceAfterItsDelay() {
        let (host, view) = makeView()
        let log = Log()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.frame = self.end },
            completion: { log.positions.append($0) })
        #expect(animator.isRunning && !animator.isUserInteractionEnabled, "as UIView.animate's options say")
        #expect(view.frame == end)
        advance(host, by: 0.5)
        expectClose(drawnX(view), 0)
        advance(host, by: 0.5)
        expectClose(drawnX(view), 100)
        advance(host, by: 0.5)
        #expect(log.positions == [.end])
    }

    @Test func animationsAddedWhileRunningAnimateOverTheTimeLeftAfterTheirDelayFactor() {
        let (host, view) = makeView()
        let animator = makeAnimator(view, log: Log())
        animator.startAnimation()
        advance(host, by: 0.5)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        #expect(view.alpha == 0)
        advance(host, by: 0.25)
        expectClose(view.presentedAlpha, 1, tolerance: 1e-6)
        advance(host, by: 0.1)
        expectClose(view.presentedAlpha, 0.6, tolerance: 1e-6)
        advance(host, by: 0.15)
        #expect(!view.hasRunningAnimations)
    }

    @Test func continuingWithADurationFactorStretchesTheRest() {
        let (host, view) = makeView()
        let log = Log()
        let animator = makeAnimator(view, log: log)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                   durationFactor: 2)
        advance(host, by: 0.5)
        expectClose(drawnX(view), 150)
        advance(host, by: 0.5)
        #expect(log.positions == [.end])
        let codes = Diagnostics.record {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }.map(\.code)
        #expect(codes == ["animator.continueWhileNotPaused"])
    }

    @Test func springTimingParametersSetTheCurveAndAPhysicalSpringItsOwnDuration() {
        let (host, view) = makeView()
        let log = Log()
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
        animator.addAnimations { view.frame = self.end }
        animator.addCompletion { log.positions.append($0) }
        animator.startAnimation()
        // Critically damped, ω₀ = 10: settled at 6.9 / 10 s, whatever the 10 s asked.
        advance(host, by: 0.35)
        #expect(drawnX(view) > 150 && drawnX(view) < 200)
        advance(host, by: 0.35)
        #expect(log.positions == [.end])
        let bouncy = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.frame = self.start }
        bouncy.startAnimation()
        var overshot = false
        for _ in 0..<60 {
            advance(host, by: 1.0 / 60)
            if drawnX(view) < -1 { overshot = true }
        }
        #expect(overshot, "an underdamped spring overshoots its end")
    }
}
