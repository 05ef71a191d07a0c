import Foundation
import OpenUIKit

/// A button whose `.touchDown` actions wait 0.2 s for a second tap: if `.touchDownRepeat` comes first,
/// they are cancelled and only the repeat actions run. The article's `UIButton (DoubleTapping)`
/// category, as a subclass (Swift cannot replace a method of every `UIButton`).
///
/// It overrides `sendAction(_:to:for:)`: an action registered for `.touchDown` for that target
/// (found with `actions(forTarget:forControlEvent:)`) is held back with
/// `Scheduler.main.perform(_:on:with:afterDelay:)`; an action registered for `.touchDownRepeat`
/// cancels everything held back (`cancelPreviousPerformRequests(withTarget:)`) and is sent. Register the
/// single-tap action for `.touchDown` and the double-tap action for `.touchDownRepeat`. Triple taps
/// and taps that drift apart follow ``TapPairing``'s rule (a triple tap is a double tap then a single
/// tap). Actions sent from code (`sendActions(for:)`, no touch event) and `UIAction`s are not delayed.
///
/// **Caveat** (as the article warns): only touch-down actions are delayed. A single-tap action on
/// `.touchUpInside` still runs for every tap, so a double tap sends it twice around the
/// `.touchDownRepeat` action; an app that wants touch-up must itself ignore the touch-up after a
/// double tap.
///
/// ```swift
/// let button = DoubleTapButton(frame: CGRect(x: 100, y: 100, width: 80, height: 50))
/// button.addTarget(self, action: ViewController.singleTap, for: .touchDown)
/// button.addTarget(self, action: ViewController.doubleTap, for: .touchDownRepeat)
/// ```
@MainActor
open class DoubleTapButton: UIButton {
    /// How long touch-down actions wait for a second tap. Negative or non-finite values are refused
    /// with a `doubleTap.invalidDelay` warning (0.2 s is used).
    open var doubleTapDelay: TimeInterval = TapPairing.defaultDelay {
        didSet { doubleTapDelay = TapPairing.validatedDelay(doubleTapDelay) }
    }

    private var pairing = TapPairing()

    private static let sendDelayedSelector = Selector("sendDelayedAction:", DoubleTapButton.sendDelayedAction)

    open override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        guard let touch = TapPairing.touch(of: self, in: event) else {
            return super.sendAction(action, to: target, for: event)
        }
        if isRegistered(action, for: target, on: .touchDown) {
            guard pairing.touchDown(touch) else { return }
            Scheduler.main.perform(Self.sendDelayedSelector, on: self,
                                   with: DelayedControlAction(action: action, target: target, event: event),
                                   afterDelay: doubleTapDelay)
            return
        }
        if isRegistered(action, for: target, on: .touchDownRepeat) {
            guard pairing.touchDownRepeat(touch) else { return }
            Scheduler.main.cancelPreviousPerformRequests(withTarget: self)
        }
        super.sendAction(action, to: target, for: event)
    }

    private func isRegistered(_ action: Selector, for target: AnyObject?, on event: UIControl.Event) -> Bool {
        actions(forTarget: target, forControlEvent: event)?.contains(action.name) ?? false
    }

    private func sendDelayedAction(_ delayed: DelayedControlAction) {
        pairing.singleTapPerformed()
        guard let destination = delayed.destination else { return }
        super.sendAction(delayed.action, to: destination, for: delayed.event)
    }
}
