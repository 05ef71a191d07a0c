import Foundation
import OpenUIKit

/// The rule that pairs taps into double taps, shared by ``SingleDoubleTapController`` and
/// ``DoubleTapButton`` so both behave alike.
///
/// Every touch-down gets a ``Role`` once. It is the **second tap of a double tap** when its `tapCount`
/// is 2 or more and it went down less than the delay after a first tap — that is, while the first
/// tap's delayed single-tap action is still pending; then its `.touchDownRepeat` cancels that action
/// and performs the double tap. Any other touch-down is a **first tap**: it schedules its single-tap
/// action, and its `.touchDownRepeat` (if any) is ignored. So:
/// - a double tap performs the double-tap action only;
/// - a triple tap performs the double tap, then a single tap for the third (as a pair of
///   `UITapGestureRecognizer`s does); a quadruple tap performs two double taps;
/// - a second tap after the delay has passed (the single tap already ran) is another single tap,
///   although UIKit still counts it as `tapCount` 2;
/// - taps that drift apart (farther than `UIApplication.multiTapDistance`, so `tapCount` stays 1) are
///   single taps each.
@MainActor
struct TapPairing {
    /// The delay the articles use: long enough for a second tap, short enough to feel immediate.
    static let defaultDelay: TimeInterval = 0.2

    enum Role {
        /// Schedules the single-tap action; its repeat is ignored.
        case firstTap
        /// Completes a double tap: schedules nothing; its repeat cancels the single tap and performs the double tap.
        case secondTap
    }

    /// When the last first tap went down, until a second tap pairs with it.
    private var firstTapTime: TimeInterval?
    /// The last touch given a role, so every action of one touch-down sees the same role.
    private weak var lastTouch: UITouch?
    private var lastRole = Role.firstTap

    /// The role of `touch` (decided at its first sighting, which must be its touch-down), for `delay`.
    mutating func role(of touch: UITouch, delay: TimeInterval) -> Role {
        if touch === lastTouch { return lastRole }
        let pairs = touch.tapCount >= 2 && firstTapTime.map { touch.timestamp - $0 < delay } == true
        lastRole = pairs ? .secondTap : .firstTap
        firstTapTime = pairs ? nil : touch.timestamp
        lastTouch = touch
        return lastRole
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
