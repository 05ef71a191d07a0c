import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The state machine and target-action of the base recognizer.
@MainActor
@Suite struct UIGestureRecognizerStateTests {
    @Test func statesHaveUIKitsRawValues() {
        typealias State = UIGestureRecognizer.State
        #expect([State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(State.recognized == .ended)
    }

    @Test func aContinuousGestureSendsActionsForEachStateAndIsThenReset() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let recorder = ActionRecorder()
        let recognizer = UIGestureRecognizer(target: recorder, action: ActionRecorder.action)
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .changed
        #expect(recognizer.state == .changed)
        recognizer.state = .ended
        #expect(recorder.states == [.began, .changed, .changed, .ended])
        #expect(recognizer.state == .possible)
    }

    @Test func cancelledSendsAnActionAndFailedDoesNot() {
        let host = TestHost()
        defer { withExtendedLifetime(host) {} }  // the test's runtime while it runs
        let recorder = ActionRecorder()
        let recognizer = UIGestureRecognizer(target: recorder, action: ActionRecorder.action)
        recognizer.state = .began
        recognizer.state = .cancelled
        recognizer.state = .failed
        #expect(recorder.states == [.began, .cancelled])
        recognizer.state = .failed
        #expect(recorder.states == [.began, .cancelled])
        #expect(recognizer.state == .possible)
    }

    @Test func illegalTransitionsAreRefusedWithAWarning() {
        let f = GestureFixture()
        let recorder = ActionRecorder()
        let recognizer = UIGestureRecognizer(target: recorder, action: ActionRecorder.action)
        f.view.addGestureRecognizer(recognizer)
        let fromPossible = Diagnostics.record {
            recognizer.state = .changed
            recognizer.state = .cancelled
            recognizer.state = .possible
        }
        #expect(fromPossible.map(\.code) == Array(repeating: "gesture.illegalTransition", count: 3))
        #expect(recognizer.state == .possible)
        // Hold a touch so the gesture stays began and is not reset between the calls.
        let id = f.host.touchDown(at: f.point)
        recognizer.state = .began
        let fromBegan = Diagnostics.record {
            recognizer.state = .began
            recognizer.state = .failed
            recognizer.state = .possible
        }
        #expect(fromBegan.count == 3)
        #expect(recognizer.state == .began)
        recognizer.state = .ended
        let fromEnded = Diagnostics.record { recognizer.state = .changed }
        #expect(fromEnded.map(\.code) == ["gesture.illegalTransition"])
        #expect(recognizer.state == .ended)
        f.host.send(.up, at: f.point, pointer: id)
        #expect(recorder.states == [.began, .ended])
        f.expectAllReset(recognizer)
    }

    @Test func targetsAreHeldWeakly() {
        let f = GestureFixture()
        let survivor = ActionRecorder("survivor", log: f.log)
        let tap = survivor.observe(UITapGestureRecognizer())
        weak var released: ActionRecorder?
        do {
            let temporary = ActionRecorder("temporary", log: f.log)
            temporary.observe(tap)
            released = temporary
        }
        #expect(released == nil)
        f.view.addGestureRecognizer(tap)
        f.host.tap(at: f.point)
        #expect(f.actions == ["survivor ended"])
    }

    @Test func addingAPairTwiceSendsOnce() {
        let f = GestureFixture()
        let recorder = ActionRecorder("tap", log: f.log)
        let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.action)
        tap.addTarget(recorder, action: ActionRecorder.action)
        f.view.addGestureRecognizer(tap)
        f.host.tap(at: f.point)
        #expect(f.actions == ["tap ended"])
    }

    @Test func removeTargetMatchesUIKit() {
        let f = GestureFixture()
        let first = ActionRecorder("first", log: f.log)
        let second = ActionRecorder("second", log: f.log)
        var closureCalls = 0
        let tap = UITapGestureRecognizer { _ in closureCalls += 1 }
        first.observe(tap)
        second.observe(tap)
        f.view.addGestureRecognizer(tap)
        tap.removeTarget(first, action: ActionRecorder.action)
        f.host.tap(at: f.point)
        #expect(f.actions == ["second ended"])
        #expect(closureCalls == 1)
        tap.removeTarget(nil, action: ActionRecorder.action)
        f.host.advance(by: 1)
        f.host.tap(at: f.point)
        #expect(f.actions == ["second ended"])
        #expect(closureCalls == 2)
        tap.removeTarget(nil, action: nil)
        f.host.advance(by: 1)
        f.host.tap(at: f.point)
        #expect(closureCalls == 2)
    }

    @Test func theClosureFormReceivesTheRecognizerInItsRecognizedState() {
        let f = GestureFixture()
        var seen: [(UIGestureRecognizer.State, Int)] = []
        let tap = UITapGestureRecognizer { recognizer in
            seen.append((recognizer.state, recognizer.numberOfTouches))
        }
        f.view.addGestureRecognizer(tap)
        f.host.tap(at: f.point)
        #expect(seen.count == 1)
        #expect(seen.first?.0 == .recognized)
        #expect(seen.first?.1 == 1)
    }
}
