import Foundation
import OpenUIKit

/// The peer's `modal-cycle`: present a 540×620 form sheet (label + Done) over the grid window, let
/// one frame draw it, click Done through raw pointer input, check it was dismissed and accepted,
/// and draw the next frame. Measured with a new controller per cycle (`modal_cycle_per_s`) and with
/// one controller presented again and again per run (`modal_cycle_reuse_per_s`), 5 runs × 10,000
/// cycles, as the peer (a run of 2,000 cycles lasted under 0.1 s, short enough for this machine's
/// noise to move the median by a fifth).
///
/// A frame draws what changed in each of the window's layers (``FrameUpdater``): the sheet's layer;
/// the grid under it keeps its pixels, as Qt's parent window keeps its backing store while its dialog,
/// a window of its own, paints. `modal_cycle_composited_per_s` (OpenUIKit only) also composites each
/// frame's changed area — the dimmed grid and the sheet, a full 1000×1000 frame per presentation and
/// dismissal — into a frame buffer, as the SDL host does. `modal_cycle_card_per_s` (OpenUIKit only)
/// runs the cycle on an iPhone 15 (the grid in its 393×852 window), where the form sheet is an iOS 17
/// card: rounded, its presenter scaled back, its drag recognizer installed and removed each cycle.
/// `metric` runs that variant alone (`benchmarks modal-cycle --metric modal_cycle_card_per_s --count N`,
/// the gate's card line).
extension Workload {
    @MainActor
    func runModalCycle(_ size: Size, reporter: Reporter, metric selected: String? = nil) throws {
        let desktop = ButtonGrid()
        var timestamp: TimeInterval = 0

        func cycle(_ sheet: ModalSheetController, on grid: ButtonGrid, from root: UIViewController,
                   _ frame: inout FrameUpdater) throws {
            sheet.reset()
            root.present(sheet, animated: false)
            turnEventLoop(&frame)  // the peer's processEvents(): expose and first paint
            let done = sheet.doneButton
            let centre = done.convert(CGPoint(x: done.bounds.midX, y: done.bounds.midY), to: nil)
            timestamp += 1
            grid.app.application.handle(PointerInput(phase: .down, location: centre, timestamp: timestamp))
            grid.app.application.handle(PointerInput(phase: .up, location: centre, timestamp: timestamp))
            try reporter.check(sheet.accepted && root.presentedViewController == nil && sheet.viewIfLoaded?.window == nil,
                               "modal-cycle: the sheet was not accepted and dismissed by the Done click")
            turnEventLoop(&frame)
        }

        let variants = [("modal_cycle_per_s", true, false, false), ("modal_cycle_reuse_per_s", false, false, false),
                        ("modal_cycle_composited_per_s", true, true, false), ("modal_cycle_card_per_s", true, false, true)]
        var chosen = Array(variants.prefix(size.measuresEveryMetric ? variants.count : 1))
        if let selected {
            chosen = variants.filter { $0.0 == selected }
            try reporter.check(!chosen.isEmpty, "modal-cycle has no metric named \(selected)")
        }
        for (metric, fresh, composites, card) in chosen {
            let grid = card ? ButtonGrid(columns: 10, rows: 25, device: .iPhone15) : desktop
            let root = grid.app.window.rootViewController ?? UIViewController()
            grid.app.window.rootViewController = root
            // A new updater per variant draws the whole window once, before the timing starts (one
            // updater takes the window's changes, so two must not run side by side).
            var frame = FrameUpdater(window: grid.app.window, composites: composites)
            var rates: [Double] = []
            let cycles = size.units(composites ? 200 : 10_000, smoke: 3)
            for run in 1...size.runs(5) {
                let reused = ModalSheetController()
                let stopwatch = Stopwatch()
                // In the app's runtime, as a host runs its frames (one binding for the loop).
                try grid.app.runtime.run {
                    for _ in 0..<cycles {
                        try cycle(fresh ? ModalSheetController() : reused, on: grid, from: root, &frame)
                    }
                }
                let seconds = stopwatch.seconds
                rates.append(Double(cycles) / seconds)
                reporter.note(String(format: "%@ run %d: %d cycles in %.3f s = %.0f cycles/s",
                                     metric, run, cycles, seconds, Double(cycles) / seconds))
            }
            reporter.report(metric, Reporter.median(rates), "cycles/s")
            try reporter.check(frame.pixelsRedrawn > 0, "modal-cycle: no frame drew the sheet")
        }
    }

    /// One turn of the app's run loop: due scheduled work, then a frame of what changed.
    @MainActor
    private func turnEventLoop(_ frame: inout FrameUpdater) {
        Scheduler.main.runUntilIdle()  // the runtime's: the cycles run in it
        frame.update()
    }
}
