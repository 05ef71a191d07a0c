import Foundation

/// Collects a workload's results and writes them in the Qt peer's format: one
/// `metric_name value unit` line per metric on stdout, details as `# ...` lines on stderr.
///
/// The smoke test runs workloads with `echo` off and reads ``metrics`` instead.
@MainActor
final class Reporter {
    struct Metric: Equatable {
        var name: String
        var value: Double
        var unit: String
    }

    private(set) var metrics: [Metric] = []
    private let echo: Bool

    init(echo: Bool) {
        self.echo = echo
    }

    /// Records a result (printed with three decimals, as the peer's `%.3f`).
    func report(_ name: String, _ value: Double, _ unit: String) {
        metrics.append(Metric(name: name, value: value, unit: unit))
        guard echo else { return }
        FileHandle.standardOutput.write(Data("\(name) \(String(format: "%.3f", value)) \(unit)\n".utf8))
    }

    /// Writes a per-run detail line to stderr.
    func note(_ message: String) {
        guard echo else { return }
        FileHandle.standardError.write(Data("# \(message)\n".utf8))
    }

    /// Throws ``BenchmarkFailure`` unless `condition` holds.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        guard condition else { throw BenchmarkFailure(description: message()) }
    }

    /// The median of `values` (the mean of the middle two for an even count), as the peer's `median`.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
