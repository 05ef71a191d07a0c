import Foundation
import OpenUIKit

/// Maps a real monotonic clock onto the scheduler's clock, and scheduler delays back to real waits.
///
/// Scheduler time = where the scheduler was when the host started + real time elapsed × ``timeScale``,
/// so an app's timers fire in real time (or faster, for demos and end-to-end tests).
struct FrameClock {
    let timeScale: Double
    private let realStart: TimeInterval
    private let schedulerStart: TimeInterval

    /// A clock whose scheduler time is `schedulerStart` at real time `realStart`. A non-finite or
    /// non-positive `timeScale` is refused with a diagnostic and real time (1) is used.
    @MainActor
    init(realStart: TimeInterval, schedulerStart: TimeInterval, timeScale: Double) {
        if timeScale.isFinite, timeScale > 0 {
            self.timeScale = timeScale
        } else {
            Diagnostics.warn("host.invalidTimeScale", "Ignored time scale \(timeScale); running in real time.")
            self.timeScale = 1
        }
        self.realStart = realStart
        self.schedulerStart = schedulerStart
    }

    /// The scheduler time at real time `real`.
    func schedulerTime(atReal real: TimeInterval) -> TimeInterval {
        schedulerStart + (real - realStart) * timeScale
    }

    /// How long, in real milliseconds, the idle loop may sleep: until the next scheduled item is due
    /// (rounded up, so it is due on waking), at most `maximumWait`. Zero means "do not sleep".
    func idleWaitMilliseconds(nextFireTime: TimeInterval?, now: TimeInterval, maximumWait: TimeInterval) -> Int32 {
        let cap = maximumWait.isFinite ? min(max(maximumWait, 0), 86_400) : 0
        let wait = nextFireTime.map { min(max(($0 - now) / timeScale, 0), cap) } ?? cap
        return Int32((wait * 1000).rounded(.up))
    }
}
