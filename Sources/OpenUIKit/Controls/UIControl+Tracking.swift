import Foundation

/// Turning the touches on a control into tracking calls and control events, in UIKit's order.
///
/// Only the first touch that goes down on the control is tracked; other touches are ignored until it
/// ends. For the tracked touch:
/// - **down**: ``UIControl/beginTracking(_:with:)``; if it returns true the control is highlighted and
///   sends `.touchDown`, then — as a separate dispatch — `.touchDownRepeat` when the touch's
///   ``UITouch/tapCount`` is 2 or more. If it returns false the touch is ignored.
/// - **move**: ``UIControl/isTouchInside`` is updated (bounds grown by
///   ``UIControl/touchTrackingMargin``) and the highlight follows it; then
///   ``UIControl/continueTracking(_:with:)``; if it returns true, `.touchDragEnter` / `.touchDragExit`
///   when the touch crossed the boundary, then `.touchDragInside` / `.touchDragOutside`. If it returns
///   false, tracking stops and the highlight is removed.
/// - **up**: ``UIControl/endTracking(_:with:)``, then, if the touch ended inside the tracking area,
///   `.touchUpInside` followed by `.primaryActionTriggered` (both sent even when a `.touchUpInside`
///   action disables the control), else `.touchUpOutside`; then the highlight is removed.
/// - **cancel** (also when the control leaves its window while tracking, or is disabled):
///   ``UIControl/cancelTracking(with:)``, whose default sends `.touchCancel`; the highlight is removed.
extension UIControl {
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, isEnabled, let touch = touches.first else { return }
        trackingTouch = touch
        isTouchInside = true
        handling(event) {
            isTracking = beginTracking(touch, with: event)
            guard isTracking else { return }
            isHighlighted = true
            sendActions(for: .touchDown)
            if touch.tapCount >= 2 && isStillTracking(touch) {
                sendActions(for: .touchDownRepeat)
            }
        }
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch), isTracking else { return }
        handling(event) {
            let wasInside = isTouchInside
            isTouchInside = isInTouchTrackingArea(touch)
            isHighlighted = isTouchInside
            isTracking = continueTracking(touch, with: event)
            guard isTracking else {
                isHighlighted = false
                return
            }
            if isTouchInside != wasInside {
                sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
            }
            guard isStillTracking(touch) else { return }
            sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        }
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        // The touch is finished from here on: an action that disables the control or removes it from
        // its window must not turn this completed touch into a cancel.
        trackingTouch = nil
        handling(event) {
            if isTracking {
                isTouchInside = isInTouchTrackingArea(touch)
                endTracking(touch, with: event)
                isTracking = false
                if isTouchInside {
                    sendActions(for: .touchUpInside)
                    sendActions(for: .primaryActionTriggered)
                } else {
                    sendActions(for: .touchUpOutside)
                }
            }
            resetTrackingUnlessANewTouchBegan()
        }
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        finishCancelledTracking(with: event)
    }

    /// Called when the control is disabled: a touch being tracked is cancelled.
    func cancelTrackingBecauseDisabled() {
        guard trackingTouch != nil else { return }
        finishCancelledTracking(with: currentEvent)
    }

    private func finishCancelledTracking(with event: UIEvent?) {
        trackingTouch = nil
        handling(event) {
            if isTracking { cancelTracking(with: event) }
            resetTrackingUnlessANewTouchBegan()
        }
    }

    /// Clears the tracking state of a touch that ended or was cancelled — unless an action sent for it
    /// dispatched input of its own (``UIApplication/handle(_:in:)``) and a new touch began tracking on
    /// the control meanwhile: that touch owns the state now, and clearing it would leave its session
    /// without an end.
    private func resetTrackingUnlessANewTouchBegan() {
        guard trackingTouch == nil else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// Whether `touch` is still the tracked touch and tracking goes on: an action may have cancelled it.
    private func isStillTracking(_ touch: UITouch) -> Bool {
        trackingTouch === touch && isTracking
    }

    /// Runs `body` with `event` as the event that actions carry.
    private func handling(_ event: UIEvent?, _ body: () -> Void) {
        let outer = currentEvent
        currentEvent = event
        defer { currentEvent = outer }
        body()
    }
}
