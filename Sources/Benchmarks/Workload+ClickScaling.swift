import Foundation
import OpenUIKit

/// How the cost of a click (dispatch only) grows with the number of buttons: 10×10, 40×25 and
/// 100×100 grids filling the same 1000×1000 window. Reported in ns per click, plus the
/// 10,000-to-100 ratio (1.0 is flat).
extension Workload {
    @MainActor
    func runClickScaling(_ size: Size, reporter: Reporter) throws {
        let shapes = [(columns: 10, rows: 10), (columns: 40, rows: 25), (columns: 100, rows: 100)]
        var perClick: [Int: Double] = [:]
        for shape in shapes {
            let grid = ButtonGrid(columns: shape.columns, rows: shape.rows)
            let probe = Reporter(echo: false)
            try grid.measureClicks("click_scaling", runs: size.runs(5),
                                   clicksPerRun: size.units(5_000, smoke: 20), reporter: probe)
            let nanoseconds = 1e9 / (probe.metrics.first?.value ?? .nan)
            perClick[grid.count] = nanoseconds
            reporter.report("click_scaling_\(grid.count)_ns", nanoseconds, "ns/click")
        }
        if let small = perClick[100], let large = perClick[10_000] {
            reporter.report("click_scaling_10000_over_100", large / small, "x")
        }
    }
}
