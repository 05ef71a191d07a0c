import Foundation

/// `benchmarks <workload> [render.png]` runs one workload at full size and prints its metrics;
/// `benchmarks --smoke` runs every workload once, small, and checks its counters (`benchmarks
/// <workload> --smoke`: one workload, small — what a profiler run wants); `benchmarks <workload>
/// --count N` runs exactly N units of the workload's first metric, for the instruction-count gate
/// (`script/bench-gate`), and `--metric NAME` only the variant that reports NAME (`modal-cycle --metric
/// modal_cycle_card_per_s --count N`: N card cycles); `--views N` sets animate-grid's number of buttons;
/// `--list` names the workloads. Exits 1 when a check fails and 2 on a usage
/// error, as the Qt peer.
@main
@MainActor
enum BenchmarkCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let reporter = Reporter(echo: true)
        do {
            switch arguments.first {
            case "--list":
                Workload.allCases.forEach { print($0.rawValue) }
            case "--smoke":
                for workload in Workload.allCases { try workload.run(.smoke, reporter: reporter) }
            case let name? where Workload(rawValue: name) != nil:
                guard let workload = Workload(rawValue: name),
                      let options = Options(Array(arguments.dropFirst())) else { usage() }
                try workload.run(options.size, reporter: reporter, pngPath: options.pngPath, views: options.views,
                                 metric: options.metric)
            default:
                usage()
            }
        } catch {
            FileHandle.standardError.write(Data("FAIL: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func usage() -> Never {
        let names = Workload.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("usage: benchmarks \(names) [--smoke | --count N] [--views N] [--metric NAME] [render.png] | --smoke | --list\n".utf8))
        exit(2)
    }
}
