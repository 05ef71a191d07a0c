import Foundation

extension UIControl {
    /// Runs the main run loop in `.tracking` while the control tracks a touch, and back in the mode it
    /// ran in before when tracking ends or is cancelled.
    ///
    /// UIKit documents `UITrackingRunLoopMode` as "the mode set while tracking in controls takes place
    /// … use this mode to add timers that fire during tracking": a timer or delayed perform added only
    /// for `.default` waits while a finger holds a control (a slider's drag, a held button) and fires
    /// once the touch is over; `.common` ones keep firing. Tracking is counted on the ``Scheduler``
    /// that was main when it began, and ended on that one.
    func trackingRunLoopModeDidChange() {
        if isTracking {
            let scheduler = Scheduler.main
            scheduler.beginTracking()
            trackingModeScheduler = scheduler
        } else if let scheduler = trackingModeScheduler {
            scheduler.endTracking()
            trackingModeScheduler = nil
        }
    }
}
