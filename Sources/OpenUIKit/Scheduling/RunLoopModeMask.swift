import Foundation

/// The run-loop modes one scheduled item runs in, as a bit mask over the scheduler's mode table.
///
/// Bit 0 is `.common`, the pseudo-mode that covers every common mode (`.default` and `.tracking`, as
/// UIKit adds `UITrackingRunLoopMode` to the main run loop's common modes); bits 1 and 2 are `.default`
/// and `.tracking`; further bits are modes an app names itself, numbered as ``Scheduler`` first sees
/// them. Engine work (gesture timers, animation steps, main-queue blocks) runs in `.common`.
struct RunLoopModeMask: Equatable {
    var bits: UInt64

    static let common = RunLoopModeMask(bits: 1)

    /// The bit of the mode at `index` in the scheduler's mode table.
    init(index: Int) {
        bits = 1 << UInt64(index)
    }

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// Whether the mode at `index` is in the mask.
    func contains(index: Int) -> Bool {
        bits & (1 << UInt64(index)) != 0
    }

    mutating func formUnion(_ other: RunLoopModeMask) {
        bits |= other.bits
    }
}
