import Foundation
import OpenUIKit

/// The peer's `animate-grid`: every button of the grid moves 12 points right and 8 down and back over
/// 2 s, stepped frame by frame on the runtime's virtual clock (120 frames of 1/60 s), each frame
/// brought up to date in the window's layers (``FrameUpdater``), as the peer's
/// `setCurrentTime(round(f × 1000 / 60))` + `processEvents()` repaints the moved buttons.
///
/// The UIKit code is two chained `UIView.animate` calls — `.curveEaseIn` out to cell + (12, 8) for
/// 1 s, then, from its completion, `.curveEaseOut` back for 1 s — because that is the shape of the
/// peer's animation: Qt applies `InOutQuad` to the whole 2 s with the key value at 0.5, so the
/// buttons accelerate all the way to the turning point (12·t² px at t s) and decelerate all the way
/// home. `.autoreverse` with `.curveEaseInOut` would instead come to rest at the turning point, and
/// `animateKeyframes` interpolates its keyframes linearly. The curves are not identical: UIKit's
/// are Core Animation's cubic Béziers, ease-in (0.42, 0, 1, 1) and ease-out (0, 0, 0.58, 1), where
/// Qt's are quadratics — a quarter of the way (t = 0.5 s) Qt is at 3 px, UIKit's ease-in at 3.8 px.
/// The work per frame is the same: every button's position evaluated and the window redrawn where
/// they moved.
///
/// Checks, as the peer's, on what the frame drew: button 0 at its half-way point (12, 8) at frame 60
/// and back at its cell at frame 120, read from the window's pixels (the cell's corner uncovered
/// then covered; the model frame, which UIKit's getters answer, is already at the destination).
///
/// `animate_grid_{100,1000,10000}_ms` (ours only): the same 120 frames with 10×10, 40×25 and
/// 100×100 grids filling the window, in ms per frame, and the ratio of the cost per view at
/// 10,000 and at 100 views (1.0 is linear). `views` (`--views N`, a square number) puts N buttons in
/// the first metric's grid instead, so that `--count` counts the instructions of a frame of N.
extension Workload {
    @MainActor
    func runAnimateGrid(_ size: Size, reporter: Reporter, views: Int? = nil) throws {
        let frames = size.units(120, smoke: 4)
        let side = views.flatMap(Self.gridSide(ofViews:))
        let grid = side.map { ButtonGrid(columns: $0, rows: $0) } ?? ButtonGrid()
        var rates: [Double] = []
        var frame = FrameUpdater(window: grid.app.window)
        for run in 1...size.runs(5) {
            let seconds = try animate(grid, frames: frames, frame: &frame, reporter: reporter)
            rates.append(Double(frames) / seconds)
            reporter.note(String(format: "animate-grid run %d: %d frames in %.3f s = %.1f frames/s",
                                 run, frames, seconds, Double(frames) / seconds))
        }
        reporter.report("animate_grid_frames_per_s", Reporter.median(rates), "frames/s")
        guard size.measuresEveryMetric else { return }

        var perView: [Int: Double] = [:]
        for shape in [(columns: 10, rows: 10), (columns: 40, rows: 25), (columns: 100, rows: 100)] {
            let grid = ButtonGrid(columns: shape.columns, rows: shape.rows)
            var frame = FrameUpdater(window: grid.app.window)
            let times = try (1...size.runs(3)).map { _ in
                try animate(grid, frames: frames, frame: &frame, reporter: reporter) * 1000 / Double(frames)
            }
            let milliseconds = Reporter.median(times)
            perView[grid.count] = milliseconds / Double(grid.count)
            reporter.report("animate_grid_\(grid.count)_ms", milliseconds, "ms/frame")
        }
        if let small = perView[100], let large = perView[10_000] {
            reporter.report("animate_grid_10000_over_100_per_view", large / small, "x")
        }
    }

    /// The side of a square grid of `views` buttons; nil unless `views` is a positive square number.
    static func gridSide(ofViews views: Int) -> Int? {
        guard views > 0 else { return nil }
        let side = Int(Double(views).squareRoot().rounded())
        return side * side == views ? side : nil
    }

    /// One run: every button out and back over `frames` frames (half of them out), each frame one
    /// step of the clock and one update of the window's layers; returns the seconds the frames took.
    @MainActor
    func animate(_ grid: ButtonGrid, frames: Int, frame: inout FrameUpdater, reporter: Reporter) throws -> Double {
        let interval = 1.0 / 60
        let outFrames = frames / 2
        let cells = grid.buttons.map(\.frame)
        let scheduler = grid.app.runtime.scheduler
        var drawnAtTurn = false
        return try grid.app.runtime.run {
            UIView.animate(withDuration: Double(outFrames) * interval, delay: 0, options: .curveEaseIn) {
                for (button, cell) in zip(grid.buttons, cells) { button.frame = cell.offsetBy(dx: 12, dy: 8) }
            } completion: { _ in
                UIView.animate(withDuration: Double(frames - outFrames) * interval, delay: 0, options: .curveEaseOut) {
                    for (button, cell) in zip(grid.buttons, cells) { button.frame = cell }
                }
            }
            let stopwatch = Stopwatch()
            for index in 1...frames {
                scheduler.advance(by: interval)
                frame.update()
                if index == outFrames { drawnAtTurn = Self.buttonZeroIsDrawn(at: CGPoint(x: 12, y: 8), in: frame) }
            }
            let seconds = stopwatch.seconds
            try reporter.check(drawnAtTurn, "animate-grid: button 0 not at its half-way point at frame \(outFrames)")
            try reporter.check(Self.buttonZeroIsDrawn(at: .zero, in: frame) && grid.buttons[0].frame == cells[0],
                               "animate-grid: the animation did not return the buttons to their cells")
            return seconds
        }
    }

    /// Whether the window's pixels show button 0's top-left corner at `origin` (every button moves
    /// together, so the window's white background shows just above and left of it).
    @MainActor
    static func buttonZeroIsDrawn(at origin: CGPoint, in frame: FrameUpdater) -> Bool {
        guard let pixels = frame.basePixels else { return false }
        let white: UInt32 = 0xFFFF_FFFF
        let x = Int(origin.x), y = Int(origin.y)
        let covered = pixels.pixel(x: x, y: y).map { $0 != white } ?? false
        let leftUncovered = x == 0 || pixels.pixel(x: x - 1, y: y) == white
        let aboveUncovered = y == 0 || pixels.pixel(x: x, y: y - 1) == white
        return covered && leftUncovered && aboveUncovered
    }
}
