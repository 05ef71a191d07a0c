import Foundation
import OpenUIKit

/// A button whose `.touchDown` actions wait 0.2 s for a second tap: if `.touchDownRepeat` comes first,
/// they are cancelled and only the repeat actions run. The article's `UIButton (DoubleTapping)`
/// category, as a subclass (Swift cannot replace a method of every `UIButton`).
///
/// It overrides `sendAction(_:to:for:)`: an action registered for `.touchDown` for that target
/// (found with `actions(forTarget:forControlEvent:)`) is held back with
/// `perform(_:with:afterDelay:)`; an action registered for `.touchDownRepeat`
/// cancels everything held back (`cancelPreviousPerformRequests(withTarget:)`) and is sent. Register the
/// single-tap action for `.touchDown` and the double-tap action for `.touchDownRepeat`. Taps pair as
/// with ``SingleDoubleTapController``: a triple tap is a double tap then a single tap, taps that drift
/// apart are single taps. Actions sent from code (`sendActions(for:)`, no touch event) and `UIAction`s
/// are not delayed.
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

    /// Gives every touch-down its role, whether or not touch-down actions are registered, so a
    /// `.touchDownRepeat` action alone still sees double taps.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _ = pairing.role(of: touch, delay: doubleTapDelay)
        return super.beginTracking(touch, with: event)
    }

    /// Holds back a first tap's `.touchDown` actions for the double-tap delay, sending them only if no second
    /// tap comes, and cancels them when a second tap's `.touchDownRepeat` arrives — what the article's
    /// category did by replacing `sendAction:to:forEvent:`.
    open override func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        guard let touch = TapPairing.touch(of: self, in: event) else {
            return super.sendAction(action, to: target, for: event)
        }
        let role = pairing.role(of: touch, delay: doubleTapDelay)
        if isRegistered(action, for: target, on: .touchDown) {
            guard role == .firstTap else { return }
            perform(Self.sendDelayedSelector,
                    with: DelayedControlAction(action: action, target: target, event: event),
                    afterDelay: doubleTapDelay)
            return
        }
        if isRegistered(action, for: target, on: .touchDownRepeat) {
            guard role == .secondTap else { return }
            Self.cancelPreviousPerformRequests(withTarget: self)
        }
        super.sendAction(action, to: target, for: event)
    }

    private func isRegistered(_ action: Selector, for target: AnyObject?, on event: UIControl.Event) -> Bool {
        actions(forTarget: target, forControlEvent: event)?.contains(action.name) ?? false
    }

    private func sendDelayedAction(_ delayed: DelayedControlAction) {
        guard let destination = delayed.destination else { return }
        super.sendAction(delayed.action, to: destination, for: delayed.event)
    }
}
