import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A view that leaves the window is not kept alive by the touches it received.
@MainActor
@Suite struct UIWindowViewReleaseTests {
    @Test func aViewRemovedRightAfterATapIsReleased() {
        let host = TestHost()
        weak var released: UIView?
        do {
            let control = UIControl(frame: CGRect(x: 40, y: 120, width: 100, height: 100))
            host.window.addSubview(control)
            host.tap(control)
            control.removeFromSuperview()
            released = control
        }
        #expect(released == nil)
    }

    @Test func aViewWithARecognizerRemovedAfterATapIsReleased() {
        let host = TestHost()
        var recognized = 0
        weak var released: UIView?
        do {
            let view = UIView(frame: CGRect(x: 40, y: 120, width: 100, height: 100))
            view.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
            host.window.addSubview(view)
            host.tap(view)
            view.removeFromSuperview()
            released = view
        }
        #expect(recognized == 1)
        #expect(released == nil)
    }

    @Test func aTouchStillDownWhenItsViewLeavesIsCancelledAndTheViewReleased() {
        let host = TestHost()
        weak var released: UIView?
        var log: [UIControl.Event] = []
        let pointer: Int
        do {
            let control = UIControl(frame: CGRect(x: 40, y: 120, width: 100, height: 100))
            control.addAction(UIAction { _ in log.append(.touchCancel) }, for: .touchCancel)
            host.window.addSubview(control)
            pointer = host.touchDown(at: host.center(of: control))
            control.removeFromSuperview()
            released = control
        }
        #expect(log == [.touchCancel])
        #expect(released == nil)
        host.send(.up, at: CGPoint(x: 90, y: 170), pointer: pointer)
    }
}
