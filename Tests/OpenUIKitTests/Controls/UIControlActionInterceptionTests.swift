import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The double-tapping button of the "Double Tapping on Buttons" article, in Swift: it overrides
/// `sendAction(_:to:for:)`, finds the touch-down action by comparing names from
/// `actions(forTarget:forControlEvent:)`, delays it with a cancellable delayed perform, and cancels
/// it when a touch-down-repeat arrives.
@MainActor
final class DoubleTappingButton: UIButton {
    final class PendingSend {
        let action: Selector
        let target: AnyObject?
        let event: UIEvent?
        init(action: Selector, target: AnyObject?, event: UIEvent?) {
            self.action = action
            self.target = target
            self.event = event
        }
    }

    static let delay: TimeInterval = 0.2

    func delayedSend(_ pending: PendingSend) {
        super.sendAction(pending.action, to: pending.target, for: pending.event)
    }

    override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        if actions(forTarget: target, forControlEvent: .touchDown)?.last == action.name {
            perform(Selector("delayedSend:", DoubleTappingButton.delayedSend),
                    with: PendingSend(action: action, target: target, event: event),
                    afterDelay: DoubleTappingButton.delay)
            return
        }
        if actions(forTarget: target, forControlEvent: .touchDownRepeat)?.last == action.name {
            NSObject.cancelPreviousPerformRequests(withTarget: self)
        }
        super.sendAction(action, to: target, for: event)
    }
}

@MainActor
final class TapLabelController {
    var text = ""
    func touchDown(_ sender: UIButton) { text += "Single Tap;" }
    func touchDownRepeat(_ sender: UIButton) { text += "Double Tap;" }
}

@MainActor
@Suite struct UIControlActionInterceptionTests {
    private func fixture() -> (TestHost, DoubleTappingButton, TapLabelController) {
        let host = TestHost()
        let button = DoubleTappingButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 50)
        button.setTitle("Tap Me!", for: .normal)
        let controller = TapLabelController()
        button.addTarget(controller, action: TapLabelController.touchDown, for: .touchDown)
        button.addTarget(controller, action: TapLabelController.touchDownRepeat, for: .touchDownRepeat)
        host.window.addSubview(button)
        return (host, button, controller)
    }

    @Test func aSingleTapIsReportedAfterTheDelay() {
        let (host, button, controller) = fixture()
        host.tap(button)
        #expect(controller.text == "")
        host.advance(by: DoubleTappingButton.delay)
        #expect(controller.text == "Single Tap;")
    }

    @Test func aDoubleTapCancelsTheDelayedSingleTap() {
        let (host, button, controller) = fixture()
        host.doubleTap(button)
        #expect(controller.text == "Double Tap;")
        host.runUntilIdle()
        #expect(controller.text == "Double Tap;")
    }

    @Test func twoSlowTapsAreTwoSingleTaps() {
        let (host, button, controller) = fixture()
        host.tap(button)
        host.advance(by: 1)
        host.tap(button)
        host.runUntilIdle()
        #expect(controller.text == "Single Tap;Single Tap;")
    }
}
