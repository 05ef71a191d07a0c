import Foundation

/// The process's peak resident set size, as `/usr/bin/time -v` reports it for the Qt peer.
enum PeakMemory {
    /// `VmHWM` ("high water mark" of the resident set) from `/proc/self/status`, in KiB; nil where
    /// there is no procfs.
    static func kibibytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Double(line.split(separator: " ").dropFirst().first ?? "")
        }
        return nil
    }
}
