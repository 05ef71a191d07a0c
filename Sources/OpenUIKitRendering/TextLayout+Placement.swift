import CCairo
import Foundation
import OpenUIKit

/// Where a laid-out ``TextRun`` goes, shared by drawing it (``CairoCanvas/drawText(_:)``) and by
/// bounding what drawing it touches (``DisplayList/drawnArea(after:scale:limit:)``), so the two cannot disagree.
extension TextLayout {
    /// The point of the run's coordinates where the layout's top-left corner is drawn: aligned
    /// horizontally by `run.alignment` unless Pango aligned the lines in a width (`laidOutInWidth`),
    /// the block of shown lines centred vertically in the frame, as UILabel draws. Both coordinates
    /// are snapped to whole device pixels at `scale` — the leftmost line's start rather than the
    /// layout box, so aligned text keeps the same pixel phase (and so the same glyph pixels) wherever
    /// the alignment puts it.
    func origin(for run: TextRun, laidOutInWidth: Bool, scale: CGFloat) -> CGPoint {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var x = run.frame.minX
        if !laidOutInWidth {
            switch run.alignment {
            case .center: x += (run.frame.width - width) / 2
            case .right: x += run.frame.width - width
            case .left, .justified, .natural: break
            }
        }
        let y = snap(run.frame.minY + (run.frame.height - visibleHeight) / 2)
        return CGPoint(x: snap(x + minX) - minX, y: y)
    }

    /// The band the drawing is clipped to when lines past `numberOfLines` exist
    /// (``hasHiddenLines``): the rows of the shown lines, wide enough for any line of the run.
    func hiddenLinesClip(for run: TextRun, at origin: CGPoint) -> CGRect {
        let margin = run.frame.width + width + run.font.pointSize
        return CGRect(x: run.frame.minX - margin, y: origin.y, width: run.frame.width + 2 * margin,
                      height: visibleHeight)
    }

    /// Every point drawing `run` at `origin` can change: the ink of the glyphs (which may reach past
    /// the lines' logical extents — accents stacked above a line, a slanted glyph's overhang), and of
    /// the shadow when there is one, within the hidden-lines clip — each only when `isDrawn` says the
    /// canvas draws the layout at that point (it skips points out of its device range). Grown by one
    /// point, so rounding in the rasteriser never reaches past it.
    func drawnBounds(for run: TextRun, at origin: CGPoint, isDrawn: (CGPoint) -> Bool) -> CGRect {
        let ink = inkRect.insetBy(dx: -1, dy: -1)
        var bounds = isDrawn(origin) ? ink.offsetBy(dx: origin.x, dy: origin.y) : .null
        let shadowOrigin = CGPoint(x: origin.x + run.shadowOffset.width, y: origin.y + run.shadowOffset.height)
        if run.drawsShadow, isDrawn(shadowOrigin) {
            bounds = bounds.union(ink.offsetBy(dx: shadowOrigin.x, dy: shadowOrigin.y))
        }
        return hasHiddenLines ? bounds.intersection(hiddenLinesClip(for: run, at: origin)) : bounds
    }
}
