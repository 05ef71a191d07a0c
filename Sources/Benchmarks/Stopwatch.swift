import Foundation

/// A monotonic timer around the measured loop only (setup and checks stay outside), as the peer's
/// `QElapsedTimer`.
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Seconds since the stopwatch was created.
    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
