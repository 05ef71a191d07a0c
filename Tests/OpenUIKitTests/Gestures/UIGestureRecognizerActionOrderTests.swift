import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Each queued action reports the state it was sent for. Found by the input fuzzer: a recognizer that
/// began (when the one it required to fail failed) and changed in the same dispatch sent two
/// `.changed` actions and no `.began`.
@MainActor
@Suite struct UIGestureRecognizerActionOrderTests {
    @Test func aGestureThatBeginsAndChangesInOneDispatchReportsBothStates() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(view)
        let required = UILongPressGestureRecognizer()
        required.minimumPressDuration = 0.2
        var states: [UIGestureRecognizer.State] = []
        let waiting = UILongPressGestureRecognizer { states.append($0.state) }
        waiting.minimumPressDuration = 0.1
        waiting.require(toFail: required)
        view.addGestureRecognizer(required)
        view.addGestureRecognizer(waiting)
        let pointer = host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.15) // `waiting` wants to begin, but `required` may still succeed
        #expect(states.isEmpty)
        // One move fails `required` (too far) and changes `waiting`, which begins first.
        host.send(.move, at: CGPoint(x: 100, y: 130), pointer: pointer)
        #expect(states == [.began, .changed])
        #expect(waiting.state == .changed)
        host.send(.up, at: CGPoint(x: 100, y: 130), pointer: pointer)
        #expect(states == [.began, .changed, .ended])
    }
}
