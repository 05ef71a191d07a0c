import Foundation

/// Turning the touches on a control into tracking calls and control events, in UIKit's order.
///
/// Only the first touch that goes down on the control is tracked; other touches are ignored until it
/// ends. A disabled control tracks nothing: it passes its touches on to the next responder (`super`),
/// as UIKit's does, so the view behind a disabled control that still receives touches hears them.
/// For the tracked touch:
/// - **down**: ``UIControl/beginTracking(_:with:)`` is asked first, with the control not yet tracking,
///   inside or highlighted; only if it returns true does the control become tracking, inside and
///   highlighted, and send `.touchDown`, then — as a separate dispatch — `.touchDownRepeat` when the
///   touch's ``UITouch/tapCount`` is 2 or more. If it returns false the touch is ignored and nothing
///   about the control changes.
/// - **move**: ``UIControl/isTouchInside`` is updated (see ``UIView/isInTouchTrackingArea(_:with:)``:
///   `point(inside:with:)` grown by ``UIControl/touchTrackingMargin``) and the highlight follows it;
///   then ``UIControl/continueTracking(_:with:)``; if it returns true, `.touchDragEnter` /
///   `.touchDragExit` when the touch crossed the boundary, then `.touchDragInside` /
///   `.touchDragOutside`. If it returns false, tracking stops and the highlight is removed.
/// - **up**: if the touch crossed the boundary since the last move, the crossing's
///   `.touchDragEnter` / `.touchDragExit` and `.touchDragInside` / `.touchDragOutside` come first (as
///   UIKit sends them for a touch that lifts on the other side); then
///   ``UIControl/endTracking(_:with:)``, then `.touchUpInside` if the touch ended inside — followed by
///   `.primaryActionTriggered` for a control with a primary action (``UIButton``; a plain control never
///   sends it), both sent even when a `.touchUpInside` action disables the control — else
///   `.touchUpOutside`; then the highlight is removed.
/// - **cancel**: ``UIControl/cancelTracking(with:)``, whose default sends `.touchCancel`; the highlight
///   is removed. The event is the touch event that cancelled the touch, or nil when the control left
///   its window (no touch event cancelled it; UIKit passes nil then too).
extension UIControl {
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, isEnabled, let touch = touches.first else { return }
        trackingTouch = touch
        handling(event) {
            // A refused touch stays the tracked one, ignored until it ends.
            guard beginTracking(touch, with: event), trackingTouch === touch else { return }
            isTracking = true
            isTouchInside = true
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
            isTouchInside = isInTouchTrackingArea(touch, with: event)
            isHighlighted = isTouchInside
            isTracking = continueTracking(touch, with: event)
            guard isTracking else {
                isHighlighted = false
                return
            }
            sendDragEvents(for: touch, wasInside: wasInside)
        }
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        handling(event) {
            if isTracking {
                let wasInside = isTouchInside
                isTouchInside = isInTouchTrackingArea(touch, with: event)
                if isTouchInside != wasInside { sendDragEvents(for: touch, wasInside: wasInside) }
            }
            // The touch is finished from here on: an action that disables the control or removes it
            // from its window must not turn this completed touch into a cancel.
            guard trackingTouch === touch else { return }
            trackingTouch = nil
            if isTracking {
                endTracking(touch, with: event)
                isTracking = false
                if isTouchInside {
                    sendActions(for: .touchUpInside)
                    if sendsPrimaryActionTriggered { sendActions(for: .primaryActionTriggered) }
                } else {
                    sendActions(for: .touchUpOutside)
                }
            }
            resetTrackingUnlessANewTouchBegan()
        }
    }

    /// The drag events of a touch that is (still) tracked: `.touchDragEnter` / `.touchDragExit` if it
    /// crossed the tracking area's boundary, then `.touchDragInside` / `.touchDragOutside`.
    private func sendDragEvents(for touch: UITouch, wasInside: Bool) {
        if isTouchInside != wasInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
        }
        guard isStillTracking(touch) else { return }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        finishCancelledTracking(with: touch.isCancelledByViewRemoval ? nil : event)
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
