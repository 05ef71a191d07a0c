import Foundation
import OpenUIKit

/// Tells a control's single taps from its double taps with target-action alone: the articles'
/// controller pattern, as a reusable object.
///
/// It registers for the control's `.touchDown` and `.touchDownRepeat`. On touch-down it schedules the
/// single-tap action after ``delay`` (0.2 s) with `perform(_:with:afterDelay:)`; on
/// touch-down-repeat it cancels that request with
/// `cancelPreviousPerformRequests(withTarget:selector:object:)` and performs the double-tap action.
/// A touch-down pairs with the previous one only while that one's single tap is still pending, so: a
/// triple tap is a double tap then a single tap (as with tap gesture recognizers), a quadruple tap two
/// double taps, a second tap after the delay another single tap, and taps that drift apart
/// (farther than `UIApplication.multiTapDistance`) single taps each.
///
/// The control holds the controller weakly (as every target); a pending single tap retains it (as
/// Foundation's delayed perform retains its receiver) only until the delay passes, so keep it alive as
/// long as the control — in the view controller, say. Because the single tap waits
/// for the delay, it fires on touch-down + 0.2 s, even while the finger is still down.
///
/// ```swift
/// let taps = SingleDoubleTapController(control: button,
///                                      singleTap: { _ in label.text = "Single Tap" },
///                                      doubleTap: { _ in label.text = "Double Tap" })
/// self.taps = taps   // keep it
/// ```
@MainActor
public final class SingleDoubleTapController: DelayedPerforming {
    /// How long a touch-down waits for a second tap before it counts as a single tap.
    public let delay: TimeInterval

    private let singleTap: @MainActor (UIControl) -> Void
    private let doubleTap: @MainActor (UIControl) -> Void
    private var pairing = TapPairing()

    private static let performSingleTapSelector = Selector("performSingleTap:",
                                                           SingleDoubleTapController.performSingleTap)

    /// Attaches to `control`. A `delay` that is negative or not finite is refused with a
    /// `doubleTap.invalidDelay` warning and 0.2 s is used.
    public init(control: UIControl, delay: TimeInterval = 0.2,
                singleTap: @escaping @MainActor (UIControl) -> Void,
                doubleTap: @escaping @MainActor (UIControl) -> Void) {
        self.delay = TapPairing.validatedDelay(delay)
        self.singleTap = singleTap
        self.doubleTap = doubleTap
        control.addTarget(self, action: Selector("touchDown:forEvent:", SingleDoubleTapController.touchDown),
                          for: .touchDown)
        control.addTarget(self, action: Selector("touchDownRepeat:forEvent:",
                                                 SingleDoubleTapController.touchDownRepeat),
                          for: .touchDownRepeat)
    }

    private func touchDown(_ sender: UIControl, event: UIEvent?) {
        guard let touch = TapPairing.touch(of: sender, in: event) else { return singleTap(sender) }
        guard pairing.role(of: touch, delay: delay) == .firstTap else { return }
        perform(Self.performSingleTapSelector, with: sender, afterDelay: delay)
    }

    private func touchDownRepeat(_ sender: UIControl, event: UIEvent?) {
        guard let touch = TapPairing.touch(of: sender, in: event) else { return doubleTap(sender) }
        guard pairing.role(of: touch, delay: delay) == .secondTap else { return }
        Self.cancelPreviousPerformRequests(withTarget: self, selector: Self.performSingleTapSelector, object: sender)
        doubleTap(sender)
    }

    private func performSingleTap(_ sender: UIControl) {
        singleTap(sender)
    }
}
