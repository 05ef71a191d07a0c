import OpenUIKit
import Testing
@testable import Benchmarks

/// The CI check of issue 7: every workload runs one short iteration through the real input and
/// rendering paths and passes its counter checks. Timing is never asserted. Each workload's app has a
/// runtime of its own (Pango text), so nothing is put back afterwards for the other tests.
@MainActor
@Suite struct WorkloadSmokeTests {
    private func smokeMetrics(_ workload: Workload) throws -> [Reporter.Metric] {
        let reporter = Reporter(echo: false)
        try workload.run(.smoke, reporter: reporter)
        return reporter.metrics
    }

    @Test(arguments: Workload.allCases)
    func runsOneShortIterationAndPassesItsChecks(_ workload: Workload) throws {
        let metrics = try smokeMetrics(workload)
        #expect(!metrics.isEmpty)
        #expect(metrics.allSatisfy { $0.value.isFinite && $0.value > 0 })
    }

    @Test func theQtWorkloadsReportThePeersMetricNames() throws {
        var names: [String] = []
        for workload in [Workload.clickGrid, .clickGridNopaint, .clickGridPaint, .renderGrid, .modalCycle] {
            names += try smokeMetrics(workload).map(\.name)
        }
        #expect(names == ["click_grid_clicks_per_s", "click_grid_peak_rss", "click_grid_nopaint_clicks_per_s",
                          "click_grid_paint_clicks_per_s", "render_grid_ms", "render_grid_checked10_first_ms",
                          "render_grid_checked10_ms", "modal_cycle_per_s", "modal_cycle_reuse_per_s",
                          // Ours only: the modal cycle with every frame composited, as the SDL host does,
                          // and on an iPhone, where the sheet is a card.
                          "modal_cycle_composited_per_s", "modal_cycle_card_per_s"])
    }

    /// The gate divides a counted run's instructions by its count, so the run must measure the
    /// workload's first metric (the peer's headline one) and nothing after it.
    @Test func aCountedRunReportsOnlyTheFirstMetric() throws {
        var names: [String] = []
        for workload in [Workload.clickGrid, .clickGridNopaint, .clickGridPaint, .renderGrid, .modalCycle] {
            let reporter = Reporter(echo: false)
            try workload.run(.counted(3), reporter: reporter)
            names += reporter.metrics.map(\.name)
        }
        #expect(names == ["click_grid_clicks_per_s", "click_grid_nopaint_clicks_per_s", "click_grid_paint_clicks_per_s",
                          "render_grid_ms", "modal_cycle_per_s"])
    }

    /// The gate's card line counts `modal-cycle --metric modal_cycle_card_per_s --count N`: the card
    /// cycle alone, not the desktop cycle before it.
    @Test func aCountedRunOfANamedMetricReportsOnlyThatMetric() throws {
        let reporter = Reporter(echo: false)
        try Workload.modalCycle.run(.counted(3), reporter: reporter, metric: "modal_cycle_card_per_s")
        #expect(reporter.metrics.map(\.name) == ["modal_cycle_card_per_s"])
    }

    /// A metric the workload does not have, or a workload without variants, is a failed check: never a
    /// run of something else that the gate would compare with its baseline.
    @Test func aMetricThatCannotBeSelectedFails() {
        #expect(throws: BenchmarkFailure.self) {
            try Workload.modalCycle.run(.counted(1), reporter: Reporter(echo: false), metric: "modal_cycle_cards_per_s")
        }
        #expect(throws: BenchmarkFailure.self) {
            try Workload.clickGridNopaint.run(.counted(1), reporter: Reporter(echo: false), metric: "click_grid_nopaint_clicks_per_s")
        }
    }

    @Test func targetSequenceMatchesThePeersFirstTen() {
        var random = XorShift32()
        #expect((0..<10).map { _ in random.next(below: 1000) } == XorShift32.firstTenTargets)
    }

    @Test func aClickReachesTheButtonsActionThroughTheInputPath() {
        let grid = ButtonGrid()
        grid.click(715)
        #expect(grid.clicks == 1)
        #expect(grid.buttons[715].isSelected)
        #expect(grid.buttons.filter(\.isSelected).count == 1)
        grid.click(715)
        #expect(grid.clicks == 2)
        #expect(!grid.buttons[715].isSelected)
    }

    @Test func aFailedCheckThrows() {
        let reporter = Reporter(echo: false)
        #expect(throws: BenchmarkFailure.self) { try reporter.check(false, "expected failure") }
    }

    @Test func medianOfEvenAndOddCounts() {
        #expect(Reporter.median([3, 1, 2]) == 2)
        #expect(Reporter.median([4, 1, 3, 2]) == 2.5)
    }
}
