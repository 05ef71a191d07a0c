extension BenchmarkCommand {
    /// What follows the workload's name: `--smoke`, `--count N` (N ≥ 1), `--views N` (animate-grid:
    /// the first metric's grid of N buttons, a square number, instead of the peer's 1000),
    /// `--metric NAME`, and a PNG path.
    ///
    /// `--metric NAME` runs only the variant of the workload that reports NAME — with `--count N`,
    /// exactly N units of it — so the gate can count a metric other than the workload's first (the
    /// iPhone card's modal cycle, `modal-cycle --metric modal_cycle_card_per_s`).
    struct Options {
        var size = Workload.Size.full
        var pngPath: String?
        /// The buttons of animate-grid's grid (`--views`): counting the instructions of a frame at
        /// 100, 1,000 and 10,000 views shows whether its cost grows linearly (issue 20).
        var views: Int?
        var metric: String?

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
                case "--views":
                    guard views == nil, let text = rest.popFirst(), let count = Int(text), count > 0,
                          Workload.gridSide(ofViews: count) != nil else { return nil }
                    views = count
                case "--metric":
                    guard metric == nil, let name = rest.popFirst(), !name.isEmpty, !name.hasPrefix("--") else { return nil }
                    metric = name
                case let path where pngPath == nil && !path.hasPrefix("--"):
                    pngPath = path
                default:
                    return nil
                }
            }
        }
    }
}
