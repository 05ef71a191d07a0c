import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A view with `isMultipleTouchEnabled == false` (the default) gets only its first touch, but its
/// gesture recognizers see every finger, as in UIKit (a two-finger tap works on a plain view).
@MainActor
@Suite struct UIGestureRecognizerMultipleTouchTests {
    private final class BeganCounter: UIView {
        var touchesSeen = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesSeen += touches.count }
    }

    @Test func twoFingerTapRecognizesOnAViewWithoutMultipleTouch() {
        let host = TestHost()
        let view = BeganCounter(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(view.isMultipleTouchEnabled == false)
        host.window.addSubview(view)
        var recognized = 0
        let twoFingerTap = UITapGestureRecognizer(handler: { _ in recognized += 1 })
        twoFingerTap.numberOfTouchesRequired = 2
        twoFingerTap.cancelsTouchesInView = false
        view.addGestureRecognizer(twoFingerTap)

        let first = host.touchDown(at: CGPoint(x: 100, y: 100))
        let second = host.touchDown(at: CGPoint(x: 160, y: 100))
        host.advance(by: 0.05)
        host.send(.up, at: CGPoint(x: 100, y: 100), pointer: first)
        host.send(.up, at: CGPoint(x: 160, y: 100), pointer: second)

        #expect(recognized == 1)
        #expect(view.touchesSeen == 1, "the view's own touchesBegan receives only the first finger")
        #expect(twoFingerTap.state == .possible)
    }
}
