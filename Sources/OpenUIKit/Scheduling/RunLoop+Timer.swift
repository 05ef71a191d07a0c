import Foundation

extension RunLoop {
    /// Schedules an OpenUIKit ``Timer`` on the main run loop — ``Scheduler/main`` — for `mode`, as
    /// `RunLoop.add(_:forMode:)`. Adding the timer again for another mode adds that mode.
    ///
    /// The engine has one run loop, the main one (`RunLoop.main`, and `RunLoop.current` on the main
    /// thread, the only place main-actor code runs).
    @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.add(to: Scheduler.main, forMode: mode)
    }
}
