/// The benchmark workloads. The first five, and `animate-grid` and `layout-grid`, mirror the Qt peer's modes and report the same metric
/// names (see /work/shared/peers/qt/README.md, issue 7); the rest are OpenUIKit's own measurements.
///
/// Every workload checks its counters and throws ``BenchmarkFailure`` when a check fails, so a run
/// that measured the wrong thing never reports a number. ``Size/smoke`` runs one short iteration
/// of the same code: what CI runs (BenchmarksTests), checking counters, not timing.
enum Workload: String, CaseIterable {
    /// Click + frame (Qt's stock click repaints synchronously) and the process's peak RSS.
    case clickGrid = "click-grid"
    /// Dispatch only: event → hit test → tracking → action, nothing drawn.
    case clickGridNopaint = "click-grid-nopaint"
    /// Click, then one frame that redraws only the window's dirty rect.
    case clickGridPaint = "click-grid-paint"
    /// Full 1000×1000 ARGB32 frames of the grid, then with 10% of the buttons selected.
    case renderGrid = "render-grid"
    /// Present a 540×620 form sheet, tap its Done button, dismissed.
    case modalCycle = "modal-cycle"
    /// Every grid button animated out and back, 120 frames of 1/60 s, each drawn into the window's layers.
    case animateGrid = "animate-grid"
    /// A 40×25 Auto Layout grid relaid on every window resize, nothing drawn.
    case layoutGrid = "layout-grid"
    /// Hit testing in a 10,000-view tree, flat and 20 deep.
    case hitTest = "hit-test"
    /// A 1,000-event drag stream across a control.
    case dragStream = "drag-stream"
    /// A button's state change: per-state content resolved and applied.
    case styleResolution = "style-resolution"
    /// From nothing to the first rendered frame of the 1000-button window.
    case firstFrame = "first-frame"
    /// Dispatch cost per click with 100, 1,000 and 10,000 buttons.
    case clickScaling = "click-scaling"

    /// How much work a run does.
    enum Size: Equatable {
        /// The measured sizes (the Qt peer's run counts where it has the workload).
        case full
        /// One short iteration, for the CI check.
        case smoke
        /// One run of exactly this many units of work — clicks, frames, cycles — of the workload's
        /// first metric (the peer's headline one) and nothing else: what the CI gate
        /// (`script/bench-gate`) counts instructions over. It runs two counts under callgrind and
        /// divides the difference by theirs, so set-up and start-up cancel out.
        case counted(Int)

        /// How many timed runs: `full` in a full run, one otherwise.
        func runs(_ full: Int) -> Int {
            self == .full ? full : 1
        }

        /// Units of work per run: `full`, `smoke`, or the fixed count.
        func units(_ full: Int, smoke: Int) -> Int {
            switch self {
            case .full: full
            case .smoke: smoke
            case .counted(let count): count
            }
        }

        /// Whether the workload's further metrics run after its first one: not in a counted run,
        /// whose instructions must all belong to the one metric it measures.
        var measuresEveryMetric: Bool {
            if case .counted = self { return false }
            return true
        }
    }

    /// Runs the workload, reporting to `reporter`. `pngPath` (render-grid only) saves the last frame;
    /// `views` (animate-grid only) sets the buttons of its first metric's grid; `metric` (modal-cycle
    /// only) runs only the variant that reports it. A metric the workload does not select by is a
    /// failed check, never a run of something else the gate would count.
    @MainActor
    func run(_ size: Size, reporter: Reporter, pngPath: String? = nil, views: Int? = nil, metric: String? = nil) throws {
        try reporter.check(metric == nil || self == .modalCycle, "\(rawValue) has no variants to select with --metric")
        switch self {
        case .clickGrid: try runClickGrid(size, reporter: reporter)
        case .clickGridNopaint: try runClickGridNopaint(size, reporter: reporter)
        case .clickGridPaint: try runClickGridPaint(size, reporter: reporter)
        case .renderGrid: try runRenderGrid(size, reporter: reporter, pngPath: pngPath)
        case .modalCycle: try runModalCycle(size, reporter: reporter, metric: metric)
        case .animateGrid: try runAnimateGrid(size, reporter: reporter, views: views)
        case .layoutGrid: try runLayoutGrid(size, reporter: reporter)
        case .hitTest: try runHitTest(size, reporter: reporter)
        case .dragStream: try runDragStream(size, reporter: reporter)
        case .styleResolution: try runStyleResolution(size, reporter: reporter)
        case .firstFrame: try runFirstFrame(reporter: reporter)
        case .clickScaling: try runClickScaling(size, reporter: reporter)
        }
    }
}
