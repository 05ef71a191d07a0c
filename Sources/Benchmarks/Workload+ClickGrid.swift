import OpenUIKit
import OpenUIKitRendering

/// The click workloads on the Qt peer's 1000-button grid.
extension Workload {
    /// The peer's stock `click-grid`: a Qt click always repaints the pressed button synchronously, so
    /// ours is a click followed by a frame (``Renderer/renderFrame(of:into:)``) — the same work as
    /// `click-grid-paint`, which is why it runs the painting modes' 5 × 20,000 clicks rather than
    /// the peer's 5 × 200,000. The process's peak RSS, read at the end, is `click_grid_peak_rss`.
    @MainActor
    func runClickGrid(_ size: Size, reporter: Reporter) throws {
        let grid = ButtonGrid()
        try checkTargetSequence(reporter: reporter)
        var frame = FrameUpdater(window: grid.app.window)
        try grid.measureClicks("click_grid_clicks_per_s", runs: size.runs(5),
                               clicksPerRun: size.units(20_000, smoke: 50), reporter: reporter) { frame.update() }
        guard size.measuresEveryMetric else { return }
        guard let peak = PeakMemory.kibibytes() else {
            reporter.note("no /proc/self/status: click_grid_peak_rss not reported")
            return
        }
        reporter.report("click_grid_peak_rss", peak, "KiB")
    }

    /// Dispatch only, as the peer's `click-grid-nopaint` (updates disabled): nothing is drawn.
    @MainActor
    func runClickGridNopaint(_ size: Size, reporter: Reporter) throws {
        let grid = ButtonGrid()
        try checkTargetSequence(reporter: reporter)
        try grid.measureClicks("click_grid_nopaint_clicks_per_s", runs: size.runs(5),
                               clicksPerRun: size.units(200_000, smoke: 50), reporter: reporter)
    }

    /// A click, then one frame that lays out and redraws only the dirty rect, as the peer's
    /// `click-grid-paint` (one event-loop turn per click).
    @MainActor
    func runClickGridPaint(_ size: Size, reporter: Reporter) throws {
        let grid = ButtonGrid()
        var frame = FrameUpdater(window: grid.app.window)
        try grid.measureClicks("click_grid_paint_clicks_per_s", runs: size.runs(5),
                               clicksPerRun: size.units(20_000, smoke: 50), reporter: reporter) { frame.update() }
        try reporter.check(frame.pixelsRedrawn > 0, "click-grid-paint: no frame redrew anything")
    }

    /// Prints the first ten targets and checks them against the peer's README.
    @MainActor
    func checkTargetSequence(reporter: Reporter) throws {
        var random = XorShift32()
        let targets = (0..<10).map { _ in random.next(below: 1000) }
        reporter.note("first ten targets: \(targets.map(String.init).joined(separator: " "))")
        try reporter.check(targets == XorShift32.firstTenTargets,
                           "xorshift targets \(targets) differ from the peer's \(XorShift32.firstTenTargets)")
    }
}
