import Foundation

extension RunLoop.Mode {
    /// UIKit's `UITrackingRunLoopMode`: "the mode set while tracking in controls takes place. You can
    /// use this mode to add timers that fire during tracking." Foundation on Linux does not declare it.
    ///
    /// The engine runs ``Scheduler/main`` in this mode while a `UIControl` tracks a touch (see
    /// ``Scheduler/currentMode``), so a timer added only for `.default` waits until the touch ends,
    /// and one added for `.common` keeps firing.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
