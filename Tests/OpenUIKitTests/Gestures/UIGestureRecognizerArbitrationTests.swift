import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Which recognizer wins: exclusion, simultaneous recognition, vetoes and failure requirements.
@MainActor
@Suite struct UIGestureRecognizerArbitrationTests {
    @Test func onlyTheNearestOfTwoCompetingRecognizersRecognizes() {
        let f = GestureFixture()
        let container = f.nestInContainer()
        let outer = f.tap("outer", to: container)
        let inner = f.tap("inner")
        f.host.tap(at: f.point)
        #expect(f.actions == ["inner ended"])
        f.expectAllReset(inner, outer)
    }

    @Test func aDelegateAllowsSimultaneousRecognition() {
        let f = GestureFixture()
        let container = f.nestInContainer()
        let outer = f.tap("outer", to: container)
        let inner = f.tap("inner")
        let delegate = StubGestureDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        f.host.tap(at: f.point)
        #expect(f.actions == ["inner ended", "outer ended"])
        f.expectAllReset(inner, outer)
    }

    @Test func anActivePressPreventsALaterRecognizerUnlessSimultaneous() {
        let f = GestureFixture()
        let press = f.add(UILongPressGestureRecognizer(), "press")
        let slow = f.add(UILongPressGestureRecognizer(), "slow")
        slow.minimumPressDuration = 1
        f.host.press(at: f.point, for: 1.5)
        #expect(f.actions == ["press began", "press ended"])
        f.expectAllReset(press, slow)

        let delegate = StubGestureDelegate()
        delegate.simultaneous = true
        slow.delegate = delegate
        f.host.press(at: f.point, for: 1.5)
        #expect(f.actions == ["press began", "press ended", "press began", "slow began", "press ended", "slow ended"])
        f.expectAllReset(press, slow)
    }

    @Test func theDelegateCanVetoBeginning() {
        let f = GestureFixture()
        let tap = f.tap("tap")
        let delegate = StubGestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        f.host.tap(at: f.point)
        #expect(f.actions.isEmpty)
        #expect(delegate.shouldBeginCalls == 1)
        // Vetoed means failed: the view gets its touch normally.
        #expect(f.log.entries == ["view began", "view ended"])
        f.expectAllReset(tap)
    }

    @Test func theDelegateCanKeepATouchFromTheRecognizer() {
        let f = GestureFixture()
        let watcher = PhaseLogRecognizer("watcher", log: f.log)
        let delegate = StubGestureDelegate()
        delegate.shouldReceive = false
        watcher.delegate = delegate
        f.view.addGestureRecognizer(watcher)
        var attached: [UIGestureRecognizer]?
        let probe = PhaseLogRecognizer("probe", log: f.log)
        probe.stateOnEnd = .failed
        probe.onBegan = { touches, _ in attached = touches.first?.gestureRecognizers }
        defer { probe.onBegan = nil }  // the closure holds the recognizer (or what it saw): break that cycle
        f.view.addGestureRecognizer(probe)
        f.host.tap(at: f.point)
        #expect(!f.log.entries.contains { $0.hasPrefix("watcher") })
        #expect(attached?.count == 1)
        #expect(attached?.first === probe)
    }

    /// A touched view is asked too, so a control can keep its superview's recognizer from firing.
    @Test func theTouchedViewCanVetoARecognizerOfItsSuperview() {
        let f = GestureFixture()
        let container = f.nestInContainer()
        let outer = f.tap("outer", to: container)
        f.view.shouldBeginAnswer = false
        f.host.tap(at: f.host.center(of: f.view))
        f.host.runUntilIdle()
        #expect(f.actions.isEmpty)
        f.host.tap(at: CGPoint(x: 280, y: 400))
        #expect(f.actions == ["outer ended"])
        f.expectAllReset(outer)
    }

    @Test func delegateFailureRequirementsWorkLikeRequireToFail() {
        for useRequiredToFailBy in [false, true] {
            let f = GestureFixture()
            let single = f.tap("single")
            let double = f.tap("double", taps: 2)
            let delegate = StubGestureDelegate()
            if useRequiredToFailBy {
                delegate.requiredToFailBy = single
                double.delegate = delegate
            } else {
                delegate.requireFailureOf = double
                single.delegate = delegate
            }
            f.host.tap(at: f.point)
            #expect(f.actions.isEmpty)
            f.host.runUntilIdle()
            #expect(f.actions == ["single ended"])
            f.host.advance(by: 1)
            f.host.doubleTap(at: f.point)
            f.host.runUntilIdle()
            #expect(f.actions == ["single ended", "double ended"])
            f.expectAllReset(single, double)
        }
    }

    @Test func withoutAFailureRequirementTheSingleTapFiresAtOnceAndTheDoubleTapToo() {
        let f = GestureFixture()
        let single = f.tap("single")
        let double = f.tap("double", taps: 2)
        let delegate = StubGestureDelegate()
        delegate.simultaneous = true
        single.delegate = delegate
        f.host.doubleTap(at: f.point)
        f.host.runUntilIdle()
        // The double-tap recognizer was already following the touches, so it decides first on tap 2.
        #expect(f.actions == ["single ended", "double ended", "single ended"])
        #expect(f.log.time(of: "single ended") == f.host.tapDuration)
        f.expectAllReset(single, double)
    }

    @Test func aRecognizerThatCannotPreventLetsTheOtherRecognizeToo() {
        let f = GestureFixture()
        let container = f.nestInContainer()
        let outer = f.tap("outer", to: container)
        let inner = f.add(ConfigurableTapRecognizer(), "inner")
        inner.preventsOthers = false
        f.host.tap(at: f.point)
        #expect(f.actions == ["inner ended", "outer ended"])
        f.expectAllReset(inner, outer)
    }

    @Test func subclassFailureRequirementsWorkLikeRequireToFail() {
        for useRequiredToFailBy in [false, true] {
            let f = GestureFixture()
            let single = f.add(ConfigurableTapRecognizer(), "single")
            let double = f.add(ConfigurableTapRecognizer(), "double")
            double.numberOfTapsRequired = 2
            if useRequiredToFailBy { double.makesWait = single } else { single.mustWaitFor = double }
            f.host.doubleTap(at: f.point)
            f.host.runUntilIdle()
            #expect(f.actions == ["double ended"])
            f.host.advance(by: 1)
            f.host.tap(at: f.point)
            #expect(f.actions == ["double ended"])
            f.host.runUntilIdle()
            #expect(f.actions == ["double ended", "single ended"])
            f.expectAllReset(single, double)
        }
    }

    /// Exclusion applies to recognizers that share a touch: two fingers on two views can each be
    /// recognized by their own view's recognizer.
    @Test func recognizersOnDifferentTouchesDoNotExcludeEachOther() {
        let f = GestureFixture()
        let other = TouchLogView(frame: CGRect(x: 20, y: 400, width: 200, height: 200), log: f.log)
        f.host.window.addSubview(other)
        let left = f.add(UILongPressGestureRecognizer(), "left")
        let right = f.add(UILongPressGestureRecognizer(), "right", to: other)
        let first = f.host.touchDown(at: f.point)
        let second = f.host.touchDown(at: f.host.center(of: other))
        f.host.advance(by: 0.6)
        f.host.send(.up, at: f.point, pointer: first)
        f.host.send(.up, at: f.host.center(of: other), pointer: second)
        #expect(f.actions == ["left began", "right began", "left ended", "right ended"])
        f.expectAllReset(left, right)
    }

    @Test func requiringItselfToFailIsRefused() {
        let tap = UITapGestureRecognizer()
        let diagnostics = Diagnostics.record { tap.require(toFail: tap) }
        #expect(diagnostics.map(\.code) == ["gesture.requireSelf"])
    }
}
