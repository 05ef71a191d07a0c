import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The engine's transition animator in virtual time: the values it applies, when it finishes, how
/// often its completion runs, and where a retargeted view goes.
@MainActor
@Suite struct TransitionAnimatorTests {
    private let start = CGRect(x: 0, y: 0, width: 100, height: 50)
    private let end = CGRect(x: 200, y: 400, width: 300, height: 150)

    /// The ease-in-out curve the animator documents (smoothstep), for the expected values.
    private func eased(_ t: CGFloat) -> CGFloat { t * t * (3 - 2 * t) }

    /// `from` moved toward `to` by `fraction`.
    private func blend(_ from: CGRect, _ to: CGRect, _ fraction: CGFloat) -> CGRect {
        CGRect(x: from.minX + (to.minX - from.minX) * fraction, y: from.minY + (to.minY - from.minY) * fraction,
               width: from.width + (to.width - from.width) * fraction,
               height: from.height + (to.height - from.height) * fraction)
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    /// A test host, a view (at a placeholder frame until the animator starts), and an animator of
    /// `duration` moving the view from `start` with alpha 0.5 to `end` and alpha 1, counting its
    /// completions.
    private func makeAnimator(duration: TimeInterval)
        -> (host: TestHost, view: UIView, completions: Counter, animator: TransitionAnimator) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: -1, y: -1, width: 1, height: 1))
        let completions = Counter()
        let animator = TransitionAnimator(duration: duration,
                                          changes: [.init(view: view, from: start, to: end, fromAlpha: 0.5, toAlpha: 1)]) {
            completions.count += 1
        }
        return (host, view, completions, animator)
    }

    @MainActor final class Counter { var count = 0 }

    /// Runs the steps due by `time` (a hair after it: step times are sums of 1/60 s and may round up).
    private func advance(_ host: TestHost, to time: TimeInterval) {
        host.scheduler.advance(to: time + 1e-9)
    }

    @Test func appliesTheStartValuesAtOnceTheEasedValuesMidwayAndTheEndValuesAtTheEnd() {
        let (host, view, completions, animator) = makeAnimator(duration: 0.3)
        animator.start()
        #expect(animator.isRunning)
        #expect(view.frame == start && view.alpha == 0.5, "the start values, before any time passes")

        advance(host, to: 0.1)
        expectClose(view.frame, blend(start, end, eased(1.0 / 3)))
        #expect(abs(view.alpha - (0.5 + 0.5 * eased(1.0 / 3))) < 1e-6)

        advance(host, to: 0.15)
        expectClose(view.frame, blend(start, end, 0.5))
        #expect(abs(view.alpha - 0.75) < 1e-6, "half-way in time is half-way along an ease-in-out curve")
        #expect(completions.count == 0 && animator.isRunning)

        advance(host, to: 0.3 - TransitionAnimator.stepInterval)
        #expect(view.frame != end && completions.count == 0, "not there before the end time")
        advance(host, to: 0.3)
        #expect(view.frame == end && view.alpha == 1, "the end values exactly")
        #expect(completions.count == 1 && !animator.isRunning)
        #expect(host.scheduler.pendingCount == 0, "no step left behind")
    }

    @Test func theCurveEasesInAndOut() {
        let (host, view, _, animator) = makeAnimator(duration: 1)
        animator.start()
        var positions: [CGFloat] = [view.frame.minX]
        for _ in 0..<60 {
            host.advance(by: TransitionAnimator.stepInterval)
            positions.append(view.frame.minX)
        }
        let steps = zip(positions.dropFirst(), positions).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 }, "always forward")
        #expect(steps[0] < steps[29] && steps[59] < steps[29], "slow at both ends, fastest in the middle")
        #expect(positions.last == end.minX)
    }

    @Test(arguments: [0, -1, TimeInterval.nan, -TimeInterval.infinity, TimeInterval.infinity])
    func aDurationThatIsNotAPositiveNumberFinishesAtOnce(duration: TimeInterval) {
        let (host, view, completions, animator) = makeAnimator(duration: duration)
        animator.start()
        #expect(view.frame == end && view.alpha == 1)
        #expect(completions.count == 1 && !animator.isRunning)
        #expect(host.scheduler.pendingCount == 0, "no steps scheduled")
        animator.finish()
        host.runUntilIdle()
        #expect(completions.count == 1, "the completion ran once")
    }

    @Test func finishJumpsToTheEndAndRunsTheCompletionOnceEvenWhenCalledTwice() {
        let (host, view, completions, animator) = makeAnimator(duration: 0.3)
        animator.start()
        host.advance(by: 0.1)
        animator.finish()
        #expect(view.frame == end && view.alpha == 1)
        #expect(completions.count == 1 && !animator.isRunning)
        #expect(host.scheduler.pendingCount == 0, "the next step was cancelled")
        animator.finish()
        host.runUntilIdle()
        #expect(completions.count == 1)
        #expect(view.frame == end)
    }

    @Test func finishAfterTheTimerEndedItDoesNothing() {
        let (host, view, completions, animator) = makeAnimator(duration: 0.3)
        animator.start()
        host.runUntilIdle()
        #expect(completions.count == 1)
        view.frame = start
        animator.finish()
        #expect(completions.count == 1)
        #expect(view.frame == start, "a finished animation no longer moves the view")
    }

    @Test func finishCalledFromItsOwnCompletionDoesNotRunItAgain() {
        let host = TestHost()
        let view = UIView()
        var completions = 0
        var animator: TransitionAnimator?
        animator = TransitionAnimator(duration: 0.3, changes: [.init(view: view, from: start, to: end)]) {
            completions += 1
            animator?.finish()
        }
        animator?.start()
        host.runUntilIdle()
        #expect(completions == 1)
    }

    @Test func finishBeforeStartDoesNothing() {
        let (host, view, completions, animator) = makeAnimator(duration: 0.3)
        let untouched = view.frame
        animator.finish()
        #expect(completions.count == 0 && view.frame == untouched)
        animator.start()
        host.runUntilIdle()
        #expect(completions.count == 1 && view.frame == end, "it still runs once started")
    }

    // MARK: Retargeting

    @Test func aRetargetedViewContinuesFromWhereItIsAndArrivesAtTheEndTime() {
        let (host, view, completions, animator) = makeAnimator(duration: 0.3)
        animator.start()
        advance(host, to: 0.1)
        let here = view.frame
        let progress = eased(0.1 / 0.3)
        let target = CGRect(x: 50, y: 20, width: 120, height: 80)
        animator.retarget(view, to: target)
        #expect(view.frame == here, "retargeting does not move the view by itself")

        advance(host, to: 0.1 + TransitionAnimator.stepInterval)
        let next = eased((0.1 + TransitionAnimator.stepInterval) / 0.3)
        // From `here`, the rest of the curve: the share of what was left that this step covers.
        expectClose(view.frame, blend(here, target, (next - progress) / (1 - progress)))

        advance(host, to: 0.3 - TransitionAnimator.stepInterval)
        #expect(view.frame != target && completions.count == 0, "one step before the end time")
        advance(host, to: 0.3)
        #expect(view.frame == target, "at the new target")
        #expect(abs(host.now - 0.3) < 1e-6 && completions.count == 1, "at the transition's end time")
        #expect(view.alpha == 1, "the alpha change went on untouched")
    }

    @Test func retargetingAtTheStartUsesTheCurrentFrameAsTheStart() {
        let (host, view, _, animator) = makeAnimator(duration: 0.3)
        animator.start()
        animator.retarget(view, to: start)
        host.advance(by: 0.15)
        #expect(view.frame == start, "sent to where it already is: it stays")
        host.runUntilIdle()
        #expect(view.frame == start)
    }

    @Test func aViewTheAnimationDidNotMoveStartsMovingFromItsFrame() {
        let host = TestHost()
        let fading = UIView(frame: start)
        let other = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let animator = TransitionAnimator(duration: 0.3,
                                          changes: [.init(view: fading, fromAlpha: 0, toAlpha: 1)]) {}
        animator.start()
        host.advance(by: 0.15)
        animator.retarget(fading, to: end)
        animator.retarget(other, to: end)
        #expect(fading.frame == start && other.frame.minX == 10, "no jump when retargeted")
        host.advance(by: TransitionAnimator.stepInterval)
        #expect(fading.frame.minX > start.minX && fading.frame.minX < end.minX)
        #expect(other.frame.minX > 10 && other.frame.minX < end.minX)
        host.runUntilIdle()
        #expect(fading.frame == end && other.frame == end && fading.alpha == 1)
    }

    /// The start that puts a view where it is at the progress already applied lies beyond it, and can
    /// be a rect of negative width and height (a view that must grow a lot in the time left): every
    /// step must still lie between where the view was and its target, on each edge and size.
    @Test func aViewSentFarBeyondItsPathMovesStraightThereStepByStep() {
        let (host, view, _, animator) = makeAnimator(duration: 0.3)
        animator.start()
        advance(host, to: 0.15)
        let here = view.frame
        let target = CGRect(x: 2000, y: -3000, width: 4000, height: 5000)
        animator.retarget(view, to: target)
        func between(_ value: CGFloat, _ a: CGFloat, _ b: CGFloat) -> Bool {
            min(a, b) - 1e-6 <= value && value <= max(a, b) + 1e-6
        }
        var last = here
        while animator.isRunning {
            host.advance(by: TransitionAnimator.stepInterval)
            let frame = view.frame
            #expect(between(frame.origin.x, last.origin.x, target.origin.x)
                    && between(frame.origin.y, last.origin.y, target.origin.y)
                    && between(frame.size.width, last.size.width, target.size.width)
                    && between(frame.size.height, last.size.height, target.size.height),
                    "\(frame) is not on the way from \(last) to \(target)")
            last = frame
        }
        #expect(view.frame == target)
    }

    @Test func aRetargetVeryNearTheEndStillEndsAtTheNewTargetAtTheEndTime() {
        // A long animation: its last step leaves less than a millionth of the curve to go.
        let duration: TimeInterval = 100
        let (host, view, completions, animator) = makeAnimator(duration: duration)
        animator.start()
        advance(host, to: duration - TransitionAnimator.stepInterval / 2)
        #expect(completions.count == 0)
        let here = view.frame
        let target = CGRect(x: -500, y: -500, width: 10, height: 10)
        animator.retarget(view, to: target)
        #expect(view.frame == here)
        #expect(here.minX.isFinite && here.width.isFinite)
        host.advance(by: TransitionAnimator.stepInterval)
        #expect(view.frame == target && completions.count == 1)
    }

    @Test func aRetargetOneStepBeforeTheEndBlendsWithoutOvershooting() {
        let (host, view, _, animator) = makeAnimator(duration: 0.3)
        animator.start()
        advance(host, to: 0.3 - 1.5 * TransitionAnimator.stepInterval)
        let here = view.frame
        let target = CGRect(x: 1000, y: 1000, width: 1, height: 1)
        animator.retarget(view, to: target)
        host.advance(by: TransitionAnimator.stepInterval)
        let between = view.frame
        #expect(between.minX > here.minX && between.minX < target.minX)
        #expect(between.width < here.width && between.width > target.width)
        host.advance(by: TransitionAnimator.stepInterval)
        #expect(view.frame == target)
    }

    /// Rule: retargeting after the animation ended (its end time has passed) places the view at the
    /// target at once: there is no time left to move it in.
    @Test func aRetargetAfterTheEndPlacesTheViewAtOnce() {
        let (host, view, completions, animator) = makeAnimator(duration: 0.3)
        animator.start()
        host.runUntilIdle()
        let target = CGRect(x: 7, y: 8, width: 9, height: 10)
        animator.retarget(view, to: target)
        #expect(view.frame == target)
        host.runUntilIdle()
        #expect(view.frame == target && completions.count == 1, "no further step, no second completion")
    }

    @Test func retargetingTwiceEndsAtTheLastTarget() {
        let (host, view, _, animator) = makeAnimator(duration: 0.3)
        animator.start()
        host.advance(by: 0.1)
        animator.retarget(view, to: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.advance(by: 0.1)
        let here = view.frame
        let last = CGRect(x: 400, y: 0, width: 10, height: 10)
        animator.retarget(view, to: last)
        #expect(view.frame == here)
        host.runUntilIdle()
        #expect(view.frame == last)
    }
}
