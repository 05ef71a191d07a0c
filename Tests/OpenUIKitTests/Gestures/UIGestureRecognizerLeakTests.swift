import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Gesture recognizers keep neither their targets nor their views alive, and an ended recognizer is
/// released with its view (issue 8, leaks).
@MainActor
@Suite struct UIGestureRecognizerLeakTests {
    @Test func anEndedRecognizerIsReleasedWhenItsViewIs() {
        let host = TestHost()
        weak var weakRecognizer: UITapGestureRecognizer?
        weak var weakView: UIView?
        var recognized = 0
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let tap = UITapGestureRecognizer { _ in recognized += 1 }
            view.addGestureRecognizer(tap)
            host.window.addSubview(view)
            weakRecognizer = tap
            weakView = view
            host.tap(view)
            #expect(recognized == 1)
            #expect(tap.state == .possible)
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
        #expect(weakRecognizer == nil)
    }

    @Test func aRecognizerRemovedMidGestureIsReleased() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        weak var weakRecognizer: UILongPressGestureRecognizer?
        var states: [UIGestureRecognizer.State] = []
        let pointer: Int
        do {
            let press = UILongPressGestureRecognizer { states.append($0.state) }
            view.addGestureRecognizer(press)
            weakRecognizer = press
            pointer = host.touchDown(at: CGPoint(x: 50, y: 50))
            host.advance(by: 1)
            view.removeGestureRecognizer(press)
        }
        #expect(states == [.began, .cancelled])
        #expect(weakRecognizer == nil)
        host.send(.up, at: CGPoint(x: 50, y: 50), pointer: pointer)
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test func aRecognizerDoesNotKeepItsTargetAlive() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        weak var weakTarget: TapCounter?
        do {
            let counter = TapCounter()
            tap.addTarget(counter, action: Selector("count", TapCounter.count))
            weakTarget = counter
            host.tap(view)
            #expect(counter.count == 1)
        }
        #expect(weakTarget == nil)
        host.tap(view) // the released target is skipped
        #expect(tap.state == .possible)
    }
}

@MainActor
private final class TapCounter {
    var count = 0
    func count(_ sender: UIGestureRecognizer) { count += 1 }
}
