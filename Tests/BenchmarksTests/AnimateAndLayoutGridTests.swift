@testable import OpenUIKit
import Testing
@testable import Benchmarks

/// The checks of the peer's `animate-grid` and `layout-grid` workloads (issues 20 and 22): they run a
/// few frames or relayouts through the real animation, rendering and Auto Layout paths, and their
/// checks catch a run that did not animate or lay out. Timing is never asserted.
@MainActor
@Suite struct AnimateAndLayoutGridTests {
    @Test func countedRunsReportThePeersMetricsOnly() throws {
        var names: [String] = []
        for workload in [Workload.animateGrid, .layoutGrid] {
            let reporter = Reporter(echo: false)
            try workload.run(.counted(4), reporter: reporter)
            names += reporter.metrics.map(\.name)
        }
        #expect(names == ["animate_grid_frames_per_s", "layout_grid_relayouts_per_s"])
    }

    @Test func theButtonCheckReadsWhereTheFrameDrewButtonZero() {
        let grid = ButtonGrid(columns: 4, rows: 2)
        let frame = FrameUpdater(window: grid.app.window)
        #expect(Workload.buttonZeroIsDrawn(at: .zero, in: frame))
        #expect(!Workload.buttonZeroIsDrawn(at: CGPoint(x: 12, y: 8), in: frame))
    }

    /// With animations off the buttons jump out and straight back: at the half-way frame button 0 is
    /// drawn at its cell, and the run fails instead of reporting a number.
    @Test func aRunThatDoesNotAnimateFailsItsHalfWayCheck() {
        let grid = ButtonGrid(columns: 4, rows: 2)
        var frame = FrameUpdater(window: grid.app.window)
        grid.app.runtime.run { UIView.setAnimationsEnabled(false) }
        #expect(throws: BenchmarkFailure.self) {
            _ = try Workload.animateGrid.animate(grid, frames: 4, frame: &frame, reporter: Reporter(echo: false))
        }
    }

    @Test func aRunMovesEveryButtonOutAndBack() throws {
        let grid = ButtonGrid(columns: 4, rows: 2)
        var frame = FrameUpdater(window: grid.app.window)
        let cells = grid.buttons.map(\.frame)
        _ = try Workload.animateGrid.animate(grid, frames: 6, frame: &frame, reporter: Reporter(echo: false))
        #expect(grid.buttons.map(\.frame) == cells)
        #expect(frame.pixelsRedrawn > 0)
    }

    @Test func theConstraintGridSplitsTheWindowEquallyAtEitherSize() {
        let grid = ConstraintGrid(columns: 4, rows: 5)
        for size in [CGSize(width: 1200, height: 1100), CGSize(width: 1000, height: 1000)] {
            grid.relayout(to: size)
            let width = size.width / 4, height = size.height / 5
            let frames = grid.buttons.map(\.frame)
            let cells = (0..<grid.count).map { index in
                CGRect(x: CGFloat(index % 4) * width, y: CGFloat(index / 4) * height, width: width, height: height)
            }
            #expect(frames == cells)
        }
    }

    /// Building the grid's system: each equal-width and equal-height constraint finds a variable to
    /// solve for (the engine adds the buttons' intrinsic sizes after the constraints), so the build
    /// costs at most about a pivot per button, not a phase-one simplex per constraint.
    @Test func buildingTheConstraintGridPivotsAtMostOncePerButton() throws {
        let grid = ConstraintGrid(columns: 8, rows: 5)
        let engine = try #require(grid.app.window.autoLayoutStorage?.engine)
        #expect(engine.solverWork.pivots <= grid.count, "\(engine.solverWork.pivots) pivots")
        #expect(grid.buttons[grid.count - 1].frame == grid.expectedLastFrame(in: grid.app.window.bounds.size))
    }

    @Test func thePeersGridPutsButton999WhereQtDoes() {
        let grid = ConstraintGrid(columns: 40, rows: 25)
        #expect(grid.expectedLastFrame(in: CGSize(width: 1000, height: 1000)) == CGRect(x: 975, y: 960, width: 25, height: 40))
        #expect(grid.buttons[999].frame == CGRect(x: 975, y: 960, width: 25, height: 40))
        grid.relayout(to: CGSize(width: 1200, height: 1100))
        #expect(grid.buttons[999].frame == CGRect(x: 1170, y: 1056, width: 30, height: 44))
    }
}
