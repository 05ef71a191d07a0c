import Foundation
import OpenUIKit

/// The peer's `modal-cycle`: present a 540×620 form sheet (label + Done) over the grid window, let
/// one frame draw it, click Done through raw pointer input, check it was dismissed and accepted,
/// and draw the next frame. Measured with a new controller per cycle (`modal_cycle_per_s`) and with
/// one controller presented again and again per run (`modal_cycle_reuse_per_s`).
///
/// 5 runs × 100 cycles, not the peer's 5 × 10,000: a form sheet dims the whole window, so presenting
/// and dismissing each redraw the full 1000×1000 frame (two full frames per cycle), where Qt's dialog
/// is a window of its own and its parent is not repainted.
extension Workload {
    @MainActor
    func runModalCycle(_ size: Size, reporter: Reporter) throws {
        let grid = ButtonGrid()
        let root = UIViewController()
        grid.app.window.rootViewController = root
        var frame = FrameUpdater(window: grid.app.window)
        var timestamp: TimeInterval = 0

        func cycle(_ sheet: ModalSheetController) throws {
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

        for (metric, fresh) in [("modal_cycle_per_s", true), ("modal_cycle_reuse_per_s", false)] {
            var rates: [Double] = []
            let cycles = size.pick(100, smoke: 3)
            for run in 1...size.pick(5, smoke: 1) {
                let reused = ModalSheetController()
                let stopwatch = Stopwatch()
                for _ in 0..<cycles { try cycle(fresh ? ModalSheetController() : reused) }
                let seconds = stopwatch.seconds
                rates.append(Double(cycles) / seconds)
                reporter.note(String(format: "%@ run %d: %d cycles in %.3f s = %.0f cycles/s",
                                     metric, run, cycles, seconds, Double(cycles) / seconds))
            }
            reporter.report(metric, Reporter.median(rates), "cycles/s")
        }
        try reporter.check(frame.pixelsRedrawn > 0, "modal-cycle: no frame drew the sheet")
    }

    /// One turn of the app's run loop: due scheduled work, then a frame of what changed.
    @MainActor
    private func turnEventLoop(_ frame: inout FrameUpdater) {
        Scheduler.main.runUntilIdle()
        frame.update()
    }
}
