import OpenUIKit
import OpenUIKitRendering

/// Time to first frame: from an empty process state to the 1000-button window drawn into a buffer —
/// installing the renderer, creating the application, window and buttons, the first layout (titles
/// measured with Pango) and the first full frame. In a fresh process this includes font loading,
/// as an app's launch does.
extension Workload {
    @MainActor
    func runFirstFrame(reporter: Reporter) throws {
        let stopwatch = Stopwatch()
        let grid = ButtonGrid()
        let frame = FrameUpdater(window: grid.app.window)
        let milliseconds = stopwatch.seconds * 1000
        try reporter.check(frame.basePixels?.inkBounds() == grid.app.window.bounds,
                           "first-frame: the frame does not cover the window")
        reporter.report("first_frame_ms", milliseconds, "ms")
    }
}
