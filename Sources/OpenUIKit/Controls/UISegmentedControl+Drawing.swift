import Foundation

/// Drawing the track, dividers, highlight and selection thumb as iOS 13 and later draw them; the
/// titles and images are the segments' subviews, drawn above.
extension UISegmentedControl {
    /// The track's color: iOS's `tertiarySystemFill` in light mode (118, 118, 128 at 12 %).
    static let trackColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The hairline between two unselected segments (142, 142, 147 at 30 %).
    static let dividerColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    /// The thumb's default color when ``selectedSegmentTintColor`` is nil: white, as in light mode.
    static let defaultThumbColor = UIColor.white
    /// The thumb's hairline edge, standing in for its soft shadow.
    static let thumbEdgeColor = UIColor(white: 0, alpha: 0.04)
    /// The track's corner radius; the thumb's is smaller by ``thumbInset``.
    static let trackCornerRadius: CGFloat = 9
    /// How far a divider stops short of the top and bottom edges.
    static let dividerInset: CGFloat = 8

    /// Draws the track, the highlight under the finger, the dividers and the selection thumb into `context`.
    func drawTrack(into context: CGContext) {
        context.fill(bounds, color: Self.trackColor, cornerRadius: Self.trackCornerRadius)
        let frames = segmentFrames()
        let selected = displayedSelectionIndex
        let thumbRadius = Self.trackCornerRadius - Self.thumbInset
        // A highlighted unselected segment darkens under the finger, as iOS's.
        if let highlighted = highlightedSegmentIndex, highlighted != selected, frames.indices.contains(highlighted) {
            context.fill(frames[highlighted].insetBy(dx: Self.thumbInset, dy: Self.thumbInset),
                         color: Self.trackColor, cornerRadius: thumbRadius)
        }
        for index in frames.indices.dropFirst() where index != selected && index - 1 != selected {
            let x = frames[index].minX
            context.drawLine(from: CGPoint(x: x, y: bounds.minY + Self.dividerInset),
                             to: CGPoint(x: x, y: bounds.maxY - Self.dividerInset),
                             color: Self.dividerColor, width: 1)
        }
        if let selected, frames.indices.contains(selected) {
            let thumb = frames[selected].insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
            context.fill(thumb, color: selectedSegmentTintColor ?? Self.defaultThumbColor, cornerRadius: thumbRadius)
            context.stroke(thumb, color: Self.thumbEdgeColor, lineWidth: 0.5, cornerRadius: thumbRadius)
        }
    }
}
