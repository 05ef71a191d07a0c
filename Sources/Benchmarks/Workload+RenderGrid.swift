import Foundation
import OpenUIKit
import OpenUIKitRendering

/// The peer's `render-grid`: full frames of the 1000-button window into one 1000×1000 ARGB32 buffer.
extension Workload {
    /// Like Qt's `top.render(&img)` into one preallocated `QImage`: each frame composites the whole
    /// window's display list (views' recorded content is cached, as Fusion caches bevels) and draws
    /// it with Cairo over the whole buffer. Then 10% of the buttons (0, 10, …, 990) are selected: the
    /// first frame after that, and the median of the next ones.
    @MainActor
    func runRenderGrid(_ size: Size, reporter: Reporter, pngPath: String?) throws {
        let grid = ButtonGrid()
        let window = grid.app.window
        let renderer = Renderer()
        var buffer = PixelBuffer(size: window.bounds.size)
        let frames = size.units(100, smoke: 2)

        func renderMilliseconds() -> Double {
            let stopwatch = Stopwatch()
            renderer.render(window, into: &buffer)
            return stopwatch.seconds * 1000
        }

        let times = (0..<frames).map { _ in renderMilliseconds() }
        reporter.note(String(format: "render-grid: first %.2f ms, min %.2f, max %.2f",
                             times[0], times.min() ?? 0, times.max() ?? 0))
        try reporter.check(buffer.inkBounds() == window.bounds, "render-grid: the frame does not cover the window")
        let unchecked = buffer
        reporter.report("render_grid_ms", Reporter.median(times), "ms/frame")
        guard size.measuresEveryMetric else { return }

        for index in stride(from: 0, to: grid.count, by: 10) { grid.buttons[index].isSelected = true }
        reporter.report("render_grid_checked10_first_ms", renderMilliseconds(), "ms/frame")
        let checkedTimes = (0..<frames).map { _ in renderMilliseconds() }
        reporter.report("render_grid_checked10_ms", Reporter.median(checkedTimes), "ms/frame")
        let changed = grid.buttons[0].frame
        try reporter.check(buffer.pixels != unchecked.pixels && buffer.inkBounds(in: changed) != nil,
                           "render-grid: selecting buttons changed no pixels")
        if let pngPath { try buffer.writePNG(to: URL(fileURLWithPath: pngPath)) }
    }
}
