import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Block animations in virtual time, from UIKit's documented behaviour: model values change at once,
/// what is drawn follows the presentation values each display frame, options, curves, completion,
/// retargeting, keyframes, hit testing and release.
@MainActor
@Suite struct UIViewAnimationTests {
    @MainActor final class Log { var entries: [String] = [] }

    private let start = CGRect(x: 0, y: 100, width: 100, height: 50)
    private let end = CGRect(x: 200, y: 100, width: 100, height: 50)

    /// A host and a red view at `start` in its window.
    private func makeView() -> (TestHost, UIView) {
        let host = TestHost()
        let view = UIView(frame: start)
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.render()
        return (host, view)
    }

    /// Runs the frames due by `time` after now (a hair after it: frame times are sums of 1/60 s).
    private func advance(_ host: TestHost, by time: TimeInterval) {
        host.advance(by: time + 1e-9)
    }

    /// Where `view`'s group is drawn in the window's full display list, and with which alpha (the view
    /// must be a subview of the window and have a background color, drawn first in its group).
    private func drawn(_ view: UIView, in host: TestHost) -> (origin: CGPoint, size: CGSize, alpha: CGFloat)? {
        let commands = host.window.renderDisplayList().commands
        for index in commands.indices.dropLast() {
            guard case let .beginGroup(origin, _, alpha) = commands[index],
                  case let .fill(rect, color, _) = commands[index + 1], color == view.presentedBackgroundColor
            else { continue }
            return (origin, rect.size, alpha)
        }
        return nil
    }

    private func expectClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-3,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) <= tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func modelValuesChangeAtOnceWhileTheDrawnValuesFollowTheCurve() throws {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = self.end })
        #expect(view.frame == end, "the model value, at once")
        #expect(try #require(drawn(view, in: host)).origin == start.origin, "drawn where it was")
        advance(host, by: 0.25)
        expectClose(try #require(drawn(view, in: host)).origin.x, 50)
        advance(host, by: 0.75)
        #expect(try #require(drawn(view, in: host)).origin == end.origin)
        #expect(!view.hasRunningAnimations)
    }

    @Test func theCurvesFollowCoreAnimationsTimingFunctionsAtKnownFractions() {
        // Values of the named CAMediaTimingFunction Béziers at x = 0.25 and 0.5.
        #expect(abs(UIView.AnimationCurve.easeInOut.timing.progress(at: 0.5) - 0.5) < 1e-4)
        #expect(abs(UIView.AnimationCurve.easeInOut.timing.progress(at: 0.25) - 0.1291) < 1e-3)
        #expect(abs(UIView.AnimationCurve.easeIn.timing.progress(at: 0.5) - 0.3153) < 1e-3)
        #expect(abs(UIView.AnimationCurve.easeOut.timing.progress(at: 0.5) - 0.6847) < 1e-3)
        #expect(abs(UIView.AnimationCurve.linear.timing.progress(at: 0.3) - 0.3) < 1e-6)
        #expect(UIView.AnimationOptions.curveEaseIn.curve == .easeIn)
        #expect(UIView.AnimationOptions([.curveLinear, .repeat]).curve == .linear)
        #expect(UIView.AnimationOptions([]).curve == .easeInOut, "UIKit's default curve")
    }

    @Test func theDefaultCurveIsEaseInOut() throws {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        advance(host, by: 0.25)
        expectClose(try #require(drawn(view, in: host)).alpha, 1 - 0.1291, tolerance: 2e-3)
    }

    @Test func aSpringOvershootsWithLowDampingAndSettlesAtTheEnd() throws {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x += 200 }, completion: nil)
        var farthest: CGFloat = 0
        for _ in 0..<59 {
            advance(host, by: 1.0 / 60)
            farthest = max(farthest, try #require(drawn(view, in: host)).origin.x)
        }
        #expect(farthest > 200, "overshoots its end")
        advance(host, by: 1.0 / 60)
        #expect(try #require(drawn(view, in: host)).origin.x == 200)
        #expect(AnimationTiming.spring(damping: 1, velocity: 0, duration: 1).progress(at: 0.5) < 1)
    }

    @Test func theCompletionRunsAfterTheLastFrameWithFinishedTrue() {
        let (host, view) = makeView()
        let log = Log()
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { log.entries.append("done \($0)") })
        #expect(log.entries.isEmpty)
        advance(host, by: 0.4)
        #expect(log.entries.isEmpty)
        advance(host, by: 0.1)
        #expect(log.entries == ["done true"])
    }

    @Test func aZeroDurationOrDisabledAnimationsRunTheCompletionOnTheNextTurnWithFinishedTrue() {
        let (host, view) = makeView()
        let log = Log()
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { log.entries.append("zero \($0)") })
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.center.x = 300 }, completion: { log.entries.append("off \($0)") })
        UIView.setAnimationsEnabled(true)
        #expect(!view.hasRunningAnimations, "nothing animates")
        #expect(log.entries.isEmpty, "not inside the call")
        host.advance(by: 0)
        #expect(log.entries == ["zero true", "off true"])
    }

    @Test func turningAnimationsOffIsTheCurrentAppsSettingNotEveryAppsInTheProcess() {
        let first = TestHost()
        let second = TestHost()   // the test's current app from here on
        first.run { UIView.setAnimationsEnabled(false) }
        #expect(first.run { !UIView.areAnimationsEnabled })
        #expect(UIView.areAnimationsEnabled, "a test beside it still animates")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.window.addSubview(view)
        UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve, animations: { view.alpha = 0.5 })
        #expect(!view.hasRunningAnimations, "the first app's view does not dissolve: its app has animations off")
        _ = second
    }

    @Test func performWithoutAnimationAppliesChangesAtOnceInsideABlock() throws {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.backgroundColor = .blue }
            view.alpha = 0.5
        }
        let drawnNow = try #require(drawn(view, in: host))
        #expect(view.presentedBackgroundColor == .blue)
        #expect(drawnNow.alpha == 1, "alpha animates from 1")
    }

    /// UIKit's `performWithoutAnimation(_:)` turns animations off for its block: `areAnimationsEnabled`
    /// reads false inside it (code that checks it before animating skips the animation), an animation
    /// block started inside applies at once, and the setting is back afterwards — as it was, so a block
    /// run while animations were turned off does not turn them on.
    @Test func areAnimationsEnabledIsFalseInsidePerformWithoutAnimationAndRestoredAfter() {
        let (host, view) = makeView()
        var inside: Bool?
        var finished: Bool?
        UIView.performWithoutAnimation {
            inside = UIView.areAnimationsEnabled
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.25 }, completion: { finished = $0 })
        }
        #expect(inside == false)
        #expect(UIView.areAnimationsEnabled)
        #expect(!view.hasRunningAnimations, "the block's changes applied at once")
        advance(host, by: 0)
        #expect(finished == true)
        UIView.setAnimationsEnabled(false)
        UIView.performWithoutAnimation {}
        #expect(!UIView.areAnimationsEnabled, "what the app had set is kept")
        UIView.setAnimationsEnabled(true)
    }

    /// iOS 17's `animate(springDuration:bounce:)`: no bounce moves the view to its end without passing
    /// it; a bounce overshoots; both finish (completion true) once the spring has settled, a little
    /// after the perceptual duration.
    @Test func springDurationAndBounceAnimateAlongCoreAnimationsSpring() throws {
        let (host, view) = makeView()
        var finished: Bool?
        UIView.animate(springDuration: 0.4) { view.frame = end } completion: { finished = $0 }
        var farthest: CGFloat = 0
        for _ in 0..<30 {
            advance(host, by: 1.0 / 60)
            farthest = max(farthest, try #require(drawn(view, in: host)).origin.x)
        }
        #expect(farthest <= 200 + 1e-6, "no bounce: never past the end")
        advance(host, by: 3)
        #expect(finished == true)
        #expect(try #require(drawn(view, in: host)).origin.x == 200)
        finished = nil
        UIView.animate(springDuration: 0.4, bounce: 0.5, animations: { view.frame = start }, completion: { finished = $0 })
        var nearest: CGFloat = 200
        for _ in 0..<60 {
            advance(host, by: 1.0 / 60)
            nearest = min(nearest, try #require(drawn(view, in: host)).origin.x)
        }
        #expect(nearest < -5, "a bounce of 0.5 overshoots the end")
        advance(host, by: 5)
        #expect(finished == true)
        #expect(try #require(drawn(view, in: host)).origin.x == 0)
    }

    @Test func aNewAnimationOfTheSamePropertyAddsToTheRunningOneWhichStillFinishes() throws {
        let (host, view) = makeView()
        let log = Log()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: { log.entries.append("first \($0)") })
        advance(host, by: 0.5)
        let before = try #require(drawn(view, in: host)).origin.x
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 50 },
                       completion: { log.entries.append("second \($0)") })
        #expect(try #require(drawn(view, in: host)).origin.x == before, "no jump")
        advance(host, by: 0.5)
        #expect(log.entries == ["first true"])
        advance(host, by: 0.5)
        #expect(log.entries == ["first true", "second true"])
        #expect(try #require(drawn(view, in: host)).origin.x == 0)
    }

    @Test func beginFromCurrentStateCutsTheRunningAnimationAndStartsWhereTheViewIsDrawn() throws {
        let (host, view) = makeView()
        let log = Log()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: { log.entries.append("first \($0)") })
        advance(host, by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center.x = 50 }, completion: { log.entries.append("second \($0)") })
        expectClose(try #require(drawn(view, in: host)).origin.x, 100)
        advance(host, by: 0.5)
        expectClose(try #require(drawn(view, in: host)).origin.x, 50)
        #expect(log.entries == ["first false"])
        advance(host, by: 0.5)
        #expect(log.entries == ["first false", "second true"])
    }

    @Test func aDelayKeepsTheOldValueDrawnUntilItEnds() throws {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        advance(host, by: 0.5)
        #expect(try #require(drawn(view, in: host)).alpha == 1)
        advance(host, by: 0.5)
        expectClose(try #require(drawn(view, in: host)).alpha, 0.5)
    }

    @Test func autoreverseGoesThereAndBackThenShowsTheModelValue() throws {
        let (host, view) = makeView()
        let log = Log()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
                       animations: { view.center.x = 250 }, completion: { log.entries.append("done \($0)") })
        advance(host, by: 1)
        expectClose(try #require(drawn(view, in: host)).origin.x, 200)
        advance(host, by: 0.5)
        expectClose(try #require(drawn(view, in: host)).origin.x, 100)
        #expect(log.entries.isEmpty)
        advance(host, by: 0.5)
        #expect(log.entries == ["done true"])
        #expect(try #require(drawn(view, in: host)).origin.x == 200, "the model value, as UIKit")
    }

    @Test func repeatNeverEndsUntilTheViewLeavesItsWindowThenFinishedIsFalse() throws {
        let (host, view) = makeView()
        let log = Log()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat],
                       animations: { view.alpha = 0 }, completion: { log.entries.append("done \($0)") })
        advance(host, by: 10.25)
        expectClose(try #require(drawn(view, in: host)).alpha, 0.75)
        #expect(log.entries.isEmpty)
        view.removeFromSuperview()
        advance(host, by: 1.0 / 60)
        #expect(log.entries == ["done false"])
        #expect(!view.hasRunningAnimations)
    }

    @Test func animatingViewsIgnoreTouchesUnlessAllowUserInteractionAndHitTestingUsesModelValues() {
        let (host, view) = makeView()
        let button = UIButton(frame: start)
        host.window.addSubview(button)
        UIView.animate(withDuration: 1) { button.frame = self.end }
        #expect(host.window.hitTest(CGPoint(x: 250, y: 120), with: nil) !== button, "ignored while animating")
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction,
                       animations: { view.frame = self.end }, completion: nil)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 120), with: nil) === view, "at its model frame at once")
        #expect(host.window.hitTest(CGPoint(x: 50, y: 120), with: nil) !== view, "not where it is drawn")
        advance(host, by: 1)
        #expect(host.window.hitTest(CGPoint(x: 250, y: 120), with: nil) === button, "after the animation")
    }

    @Test func layoutIfNeededInsideTheBlockAnimatesTheFramesItChanges() throws {
        final class Panel: UIView {
            let child = UIView()
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
            }
        }
        let host = TestHost()
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.child.backgroundColor = .green
        panel.addSubview(panel.child)
        host.window.addSubview(panel)
        _ = host.render()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            panel.frame.size.width = 300
            panel.layoutIfNeeded()
        })
        #expect(panel.child.frame.width == 150)
        #expect(panel.child.presentedBounds.width == 50)
        advance(host, by: 0.5)
        expectClose(panel.child.presentedBounds.width, 100)
    }

    @Test func theLayoutSubviewsOptionLaysOutTheChangedViewsInsideTheAnimation() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        host.window.addSubview(parent)
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
                       animations: { parent.bounds.size.width = 200 }, completion: nil)
        #expect(child.frame.width == 200)
        #expect(child.presentedBounds.width == 100, "the autoresized frame animates too")
    }

    @Test func keyframesAnimateEachOverItsShareOfTheDuration() throws {
        let (host, view) = makeView()
        let log = Log()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 250 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
        }, completion: { log.entries.append("done \($0)") })
        #expect(view.center.x == 50)
        #expect(try #require(drawn(view, in: host)).origin.x == 0)
        advance(host, by: 0.25)
        expectClose(try #require(drawn(view, in: host)).origin.x, 100)
        advance(host, by: 0.25)
        expectClose(try #require(drawn(view, in: host)).origin.x, 200)
        advance(host, by: 0.25)
        expectClose(try #require(drawn(view, in: host)).origin.x, 100)
        advance(host, by: 0.25)
        #expect(log.entries == ["done true"])
        #expect(try #require(drawn(view, in: host)).origin.x == 0)
    }

    @Test func aColorAnimatesThroughItsComponents() throws {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .blue })
        advance(host, by: 0.5)
        let color = try #require(view.presentedBackgroundColor)
        expectClose(color.red, 0.5)
        expectClose(color.blue, 0.5)
        #expect(try #require(drawn(view, in: host)).size == start.size)
    }

    @Test func eachFrameDamagesWhereTheViewWasAndWhereItIsDrawn() {
        let (host, view) = makeView()
        _ = host.window.takeDirtyRect()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 200 })
        _ = host.window.takeDirtyRect()
        advance(host, by: 0.5)
        let dirty = host.window.takeDirtyRect() ?? .null
        #expect(dirty.contains(CGRect(x: 0, y: 100, width: 100, height: 50)), "the start, drawn before")
        #expect(dirty.contains(CGRect(x: 100, y: 100, width: 100, height: 50)), "drawn now")
    }

    @Test func eachStepDamagesWhereTheLastFrameDrewTheViewAndWhereItIsDrawnNow() {
        // A move, then a resize: a step that moves the view keeps its own extent, one that resizes it
        // must not (the damage would miss the area it grew into).
        let (host, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x += 200 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.bounds.size = CGSize(width: 160, height: 90)
        })
        _ = host.window.takeDirtyRect()
        var drawnBefore = view.layer.presentation()?.frame ?? view.frame
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            let drawnNow = view.layer.presentation()?.frame ?? view.frame
            let dirty = host.window.takeDirtyRect() ?? .null
            #expect(dirty.contains(drawnBefore.intersection(host.window.bounds)), "where the last frame drew it")
            #expect(dirty.contains(drawnNow.intersection(host.window.bounds)), "where it is drawn now")
            drawnBefore = drawnNow
        }
        #expect(drawnBefore.width > 100 && drawnBefore.minX > 0)
    }

    @Test func theWindowAndADetachedViewRedrawWhileAViewAnimates() {
        let (host, view) = makeView()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        host.window.backgroundColor = .green
        UIView().backgroundColor = .blue
        let dirty = host.window.takeDirtyRect() ?? .null
        #expect(dirty.contains(host.window.bounds), "the window's own change damages its area")
        advance(host, by: 1)
        #expect(!view.hasRunningAnimations)
    }

    @Test func theAnimationIsReleasedWhenItEnds() {
        let host = TestHost()
        weak var released: UIView?
        do {
            let view = UIView(frame: start)
            host.window.addSubview(view)
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { _ in view.removeFromSuperview() })
            released = view
        }
        advance(host, by: 0.5)
        #expect(released == nil)
        #expect(UIView.animatingViewCount == 0)
    }

    @Test func viewsOutsideAWindowChangeWithoutAnimation() {
        let host = TestHost()
        let view = UIView(frame: start)
        let log = Log()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.entries.append("done \($0)") })
        #expect(!view.hasRunningAnimations)
        host.advance(by: 0)
        #expect(log.entries == ["done true"])
    }
}

/// `transition(with:duration:options:animations:completion:)`'s cross-dissolve.
@MainActor
@Suite struct UIViewTransitionTests {
    @Test func aCrossDissolveFadesTheOldAppearanceOutAndTheNewOneIn() throws {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.backgroundColor = .red
        host.window.addSubview(view)
        _ = host.render()
        var finished: Bool?
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue }, completion: { finished = $0 })
        #expect(view.backgroundColor == .blue, "the change applies at once")
        host.advance(by: 0.25 + 1e-9)
        let commands = host.window.renderDisplayList().commands
        let fills = commands.indices.compactMap { index -> (UIColor, CGFloat)? in
            guard index > 0, case let .fill(_, color, _) = commands[index],
                  case let .beginGroup(_, _, alpha) = commands[index - 1] else { return nil }
            return (color, alpha)
        }
        let blue = try #require(fills.first { $0.0 == .blue })
        #expect(abs(blue.1 - 0.25) < 1e-3, "the new appearance fades in")
        let red = try #require(commands.firstIndex { if case let .fill(_, color, _) = $0 { color == .red } else { false } })
        guard red >= 2, case let .beginGroup(origin, _, opacity) = commands[red - 2] else {
            Issue.record("the old appearance is not inside a group")
            return
        }
        #expect(origin == .zero && abs(opacity - 0.75) < 1e-3, "the old appearance fades out")
        host.advance(by: 0.75)
        #expect(finished == true)
        #expect(!host.window.renderDisplayList().commands.contains { if case let .fill(_, color, _) = $0 { color == .red } else { false } })
    }
}
