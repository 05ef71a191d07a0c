extension BenchmarkCommand {
    /// What follows the workload's name: `--smoke`, `--count N` (N ≥ 1), and a PNG path.
    struct Options {
        var size = Workload.Size.full
        var pngPath: String?

        /// Nil for anything else, a count that is not a positive integer, or two sizes.
        init?(_ arguments: [String]) {
            var rest = arguments[...]
            var sizeGiven = false
            while let argument = rest.popFirst() {
                switch argument {
                case "--smoke", "--count":
                    guard !sizeGiven else { return nil }
                    sizeGiven = true
                    if argument == "--smoke" {
                        size = .smoke
                    } else {
                        guard let text = rest.popFirst(), let count = Int(text), count > 0 else { return nil }
                        size = .counted(count)
                    }
                case let path where pngPath == nil && !path.hasPrefix("--"):
                    pngPath = path
                default:
                    return nil
                }
            }
        }
    }
}
