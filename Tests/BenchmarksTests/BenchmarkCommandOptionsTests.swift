import Testing
@testable import Benchmarks

/// What follows a workload's name on the command line: the CI gate (`script/bench-gate`) runs
/// `benchmarks <workload> --count N`, and anything malformed must be a usage error (exit 2), never a
/// run of some other size whose instruction count the gate would compare with its baseline.
@Suite struct BenchmarkCommandOptionsTests {
    @Test func nothingRunsTheFullSize() throws {
        let options = try #require(BenchmarkCommand.Options([]))
        #expect(options.size == .full)
        #expect(options.pngPath == nil)
    }

    @Test func smokeAndAPNGPath() throws {
        let options = try #require(BenchmarkCommand.Options(["--smoke", "/tmp/grid.png"]))
        #expect(options.size == .smoke)
        #expect(options.pngPath == "/tmp/grid.png")
    }

    @Test func countRunsThatManyUnits() throws {
        let options = try #require(BenchmarkCommand.Options(["--count", "2500"]))
        #expect(options.size == .counted(2500))
        #expect(options.pngPath == nil)
    }

    @Test func viewsSetsTheAnimatedGridsButtons() throws {
        let options = try #require(BenchmarkCommand.Options(["--count", "4", "--views", "10000"]))
        #expect(options.size == .counted(4))
        #expect(options.views == 10_000)
        #expect(Workload.gridSide(ofViews: 10_000) == 100)
        #expect(Workload.gridSide(ofViews: 1_000) == nil, "not a square")
    }

    @Test func metricNamesTheVariantToRun() throws {
        let options = try #require(BenchmarkCommand.Options(["--count", "500", "--metric", "modal_cycle_card_per_s"]))
        #expect(options.size == .counted(500))
        #expect(options.metric == "modal_cycle_card_per_s")
        #expect(try #require(BenchmarkCommand.Options([])).metric == nil)
    }

    @Test(arguments: [["--count"], ["--count", "0"], ["--count", "-3"], ["--count", "many"],
                      ["--smoke", "--count", "3"], ["--count", "3", "--count", "4"], ["--fast"],
                      ["a.png", "b.png"], ["--views"], ["--views", "0"], ["--views", "1000"],
                      ["--views", "100", "--views", "100"], ["--metric"], ["--metric", "--count", "3"],
                      ["--metric", "a", "--metric", "b"]])
    func malformedOptionsAreAUsageError(_ arguments: [String]) {
        #expect(BenchmarkCommand.Options(arguments) == nil)
    }
}
