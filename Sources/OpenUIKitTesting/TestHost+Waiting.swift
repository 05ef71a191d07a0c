import Foundation
import OpenUIKit

/// Waiting in virtual time: for a condition (``XCUIElement/waitForExistence(timeout:)``), and for
/// presentations to settle, as XCUITest waits for the app to idle before it acts — an element action
/// taken while an alert is still sliding in would be ignored by UIKit (an alert's buttons do nothing
/// until it is presented), and the test would fail for a reason a person never meets.
extension TestHost {
    /// Moves virtual time forward until `condition` holds or `timeout` seconds passed, and returns
    /// whether it holds. Time jumps from one scheduled item (a timer, a delayed perform, an animation
    /// step) to the next, each followed by layout as a frame would be, so a 5-second wait costs
    /// microseconds and stops at the moment the condition becomes true.
    @discardableResult
    public func advance(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = now + max(timeout, 0)
        while !condition() {
            guard now < deadline else { return false }
            let next = scheduler.nextFireTime ?? deadline
            // At least a millisecond: an item due now in another run loop mode would not move time.
            advance(by: min(max(next - now, 0.001), deadline - now))
        }
        return true
    }

    /// Moves virtual time until no view controller of the window is being presented or dismissed, or
    /// `limit` seconds passed. Timers due meanwhile fire, as they would while a person waits.
    public func finishTransitions(limit: TimeInterval = 5) {
        advance(until: { !isTransitioning }, timeout: limit)
    }

    /// Whether a view controller of the window's presentation chain is being presented or dismissed.
    private var isTransitioning: Bool {
        var controller = window.rootViewController
        while let current = controller {
            if current.isBeingPresented || current.isBeingDismissed { return true }
            controller = current.presentedViewController
        }
        return false
    }
}
