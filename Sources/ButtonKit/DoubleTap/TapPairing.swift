import Foundation
import OpenUIKit

/// The rule that pairs taps into double taps, shared by ``SingleDoubleTapController`` and
/// ``DoubleTapButton`` so both behave alike (and as a pair of tap gesture recognizers does).
///
/// Each first tap's touch-down schedules a delayed single-tap action. A touch-down whose touch has a
/// `tapCount` of 2 or more while a single tap is still pending is the second tap of a pair: it
/// schedules nothing, and its `.touchDownRepeat` cancels the pending single tap and performs the
/// double tap. Any other `.touchDownRepeat` is ignored. So:
/// - a double tap performs the double-tap action only;
/// - a triple tap performs the double tap, then (after the delay) a single tap for the third;
///   a quadruple tap performs two double taps;
/// - a second tap after the delay has passed (the single tap already ran) is another single tap;
/// - taps that drift apart (more than `UIApplication.multiTapDistance`, so `tapCount` stays 1) are
///   single taps each.
@MainActor
struct TapPairing {
    /// The delay the articles use: long enough for a second tap, short enough to feel immediate.
    static let defaultDelay: TimeInterval = 0.2

    /// Single taps scheduled and not yet performed or cancelled.
    private var pendingSingleTaps = 0
    /// The touch that is the second tap of a pair, between its touch-down and its repeat.
    private weak var pairingTouch: UITouch?

    /// A touch went down; returns whether to schedule the single-tap action.
    mutating func touchDown(_ touch: UITouch) -> Bool {
        if touch.tapCount >= 2 && pendingSingleTaps > 0 {
            pairingTouch = touch
            return false
        }
        pairingTouch = nil
        pendingSingleTaps += 1
        return true
    }

    /// The touch went down again (`.touchDownRepeat`); returns whether it completes a double tap (then
    /// the caller cancels the pending single taps and performs the double tap).
    mutating func touchDownRepeat(_ touch: UITouch) -> Bool {
        guard pairingTouch === touch else { return false }
        pendingSingleTaps = 0
        return true
    }

    /// A scheduled single tap was performed.
    mutating func singleTapPerformed() {
        pendingSingleTaps = max(pendingSingleTaps - 1, 0)
    }

    /// The touch of `control` that `event` carries, if the event is a touch event on it.
    static func touch(of control: UIControl, in event: UIEvent?) -> UITouch? {
        event?.touches(for: control)?.first
    }

    /// `delay` if it is finite and not negative; otherwise a `doubleTap.invalidDelay` warning and the
    /// default delay.
    static func validatedDelay(_ delay: TimeInterval) -> TimeInterval {
        guard delay.isFinite, delay >= 0 else {
            Diagnostics.warn("doubleTap.invalidDelay", "A single-tap delay of \(delay) s was refused; using \(defaultDelay) s.")
            return defaultDelay
        }
        return delay
    }
}
