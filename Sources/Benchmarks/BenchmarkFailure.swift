/// A correctness check of a workload failed: the run measured something other than the workload
/// (events that did not reach the buttons, a frame that drew nothing). The command exits with
/// status 1, as the Qt peer does.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}
