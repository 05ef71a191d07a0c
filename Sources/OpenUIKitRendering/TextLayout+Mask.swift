import Foundation

extension TextLayout {
    /// How many masks a layout keeps: the text, and its shadow at another pixel phase.
    static let maximumMaskCount = 2

    /// The layout rasterised for drawing with its origin at `deviceOrigin` (device pixels) at `scale`
    /// (``TextMask``), made on first use and kept; where the mask's top-left corner goes, in device
    /// pixels. Nil when the text must be drawn directly: no ink, a mask too large, or an origin too far
    /// out for whole pixels to be exact.
    func mask(atDeviceOrigin deviceOrigin: CGPoint, scale: CGFloat) -> (mask: TextMask, position: CGPoint)? {
        let limit: CGFloat = 0x4000_0000
        guard deviceOrigin.x.isFinite, deviceOrigin.y.isFinite, abs(deviceOrigin.x) < limit,
              abs(deviceOrigin.y) < limit else { return nil }
        let whole = CGPoint(x: deviceOrigin.x.rounded(.down), y: deviceOrigin.y.rounded(.down))
        let phase = CGPoint(x: deviceOrigin.x - whole.x, y: deviceOrigin.y - whole.y)
        let mask: TextMask
        if let kept = masks.last(where: { $0.scale == scale && $0.phase == phase }) {
            mask = kept
        } else {
            guard let made = TextMask(layout: layout, ink: inkRect, scale: scale, phase: phase) else { return nil }
            if masks.count >= Self.maximumMaskCount { masks.removeFirst() }
            masks.append(made)
            mask = made
        }
        return (mask, CGPoint(x: whole.x + mask.offset.x, y: whole.y + mask.offset.y))
    }
}
