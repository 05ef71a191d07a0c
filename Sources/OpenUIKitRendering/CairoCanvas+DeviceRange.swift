import CCairo
import Foundation

/// Cairo keeps device coordinates in 24.8 fixed point: past ±2²³ they wrap around, and a shape out there
/// is drawn somewhere else entirely — a title shadow offset by the greatest finite width showed at the
/// left edge. Every buffer is far smaller (at most 32,767 pixels a side), so the canvas keeps its
/// drawing within ±2²² device units of the buffer's corner; nothing past that can show.
extension CairoCanvas {
    /// How far from the buffer's corner, in device units, the canvas draws.
    nonisolated static let deviceRange: CGFloat = 4_194_304

    /// Whether `point` (user space) lies within ``deviceRange`` in device space.
    func isInDeviceRange(_ point: CGPoint) -> Bool {
        var x = Double(point.x), y = Double(point.y)
        cairo_user_to_device(cr, &x, &y)
        return abs(x) < Self.deviceRange && abs(y) < Self.deviceRange
    }

    /// `rect` (user space) cut to the square ``deviceRange`` spans in device space; nil when nothing
    /// is left. The canvas only scales and translates, so the square is a rectangle in user space too.
    func clippedToDeviceRange(_ rect: CGRect) -> CGRect? {
        var minX = -Double(Self.deviceRange), minY = -Double(Self.deviceRange)
        var maxX = Double(Self.deviceRange), maxY = Double(Self.deviceRange)
        cairo_device_to_user(cr, &minX, &minY)
        cairo_device_to_user(cr, &maxX, &maxY)
        let clipped = rect.intersection(CGRect(x: min(minX, maxX), y: min(minY, maxY),
                                               width: abs(maxX - minX), height: abs(maxY - minY)))
        return clipped.isFiniteAndPositive ? clipped : nil
    }
}
