import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The iOS 6 rule: a button's default action wins over an overlapping single tap recognizer of its
/// superview; other recognizers are unaffected.
@MainActor
@Suite struct UIButtonGestureOverlapTests {
    private final class Counter {
        var count = 0
        func hit() { count += 1 }
    }

    private func makeScene(_ host: TestHost) -> (container: UIView, button: UIButton, buttonTaps: Counter) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
        button.setTitle("Tap", for: .normal)
        container.addSubview(button)
        let buttonTaps = Counter()
        button.addAction(UIAction { _ in buttonTaps.hit() }, for: .touchUpInside)
        return (container, button, buttonTaps)
    }

    @Test func superviewSingleTapDoesNotStealTheButtonsTap() {
        let host = TestHost()
        let scene = makeScene(host)
        let recognizerFired = Counter()
        let tap = UITapGestureRecognizer(handler: { _ in recognizerFired.hit() })
        scene.container.addGestureRecognizer(tap)

        host.tap(scene.button)
        host.runUntilIdle()
        #expect(scene.buttonTaps.count == 1)
        #expect(recognizerFired.count == 0)
        #expect(tap.state == .possible)

        host.tap(at: CGPoint(x: 250, y: 250))
        #expect(recognizerFired.count == 1, "outside the button the superview's recognizer still works")
    }

    @Test func doubleTapRecognizerOnTheSuperviewStillRecognizes() {
        let host = TestHost()
        let scene = makeScene(host)
        let recognizerFired = Counter()
        let doubleTap = UITapGestureRecognizer(handler: { _ in recognizerFired.hit() })
        doubleTap.numberOfTapsRequired = 2
        scene.container.addGestureRecognizer(doubleTap)

        host.doubleTap(scene.button)
        #expect(recognizerFired.count == 1)
    }

    @Test func singleTapRecognizerOnTheButtonItselfRecognizes() {
        let host = TestHost()
        let scene = makeScene(host)
        let recognizerFired = Counter()
        scene.button.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in recognizerFired.hit() }))

        host.tap(scene.button)
        #expect(recognizerFired.count == 1)
        #expect(scene.buttonTaps.count == 0, "the recognizer cancels the button's touch, as in UIKit")
    }
}
