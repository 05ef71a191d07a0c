import Foundation

extension TextLayout {
    /// How many masks a layout keeps: the text, and its shadow at another pixel phase.
    static let maximumMaskCount = 2

    /// The layout rasterised for drawing with its origin at `deviceOrigin` (device pixels) at `scale`
    /// (``TextMask``), and where the mask's top-left corner goes, in device pixels. Nil only when the
    /// text must be drawn by Pango directly: no ink, a mask over ``TextMask/maximumPixelCount``, or an
    /// origin too far out for whole pixels to be exact.
    ///
    /// Text is always drawn through a mask, kept or not: where glyph edges overlap, a mask's pixels
    /// differ slightly from Pango drawing straight into the frame, and the same text must give the
    /// same pixels whether or not it was drawn before. A mask is kept the second time running the
    /// layout is drawn at one scale and pixel phase, while the engine's ``TextLayoutEngine/maskByteBudget``
    /// allows: text drawn once (a counter's every value) or at ever new phases keeps nothing. Kept masks
    /// are ordered most recently used last, at most ``maximumMaskCount``.
    func mask(atDeviceOrigin deviceOrigin: CGPoint, scale: CGFloat) -> (mask: TextMask, position: CGPoint)? {
        let limit: CGFloat = 0x4000_0000
        guard deviceOrigin.x.isFinite, deviceOrigin.y.isFinite, abs(deviceOrigin.x) < limit,
              abs(deviceOrigin.y) < limit else { return nil }
        let whole = CGPoint(x: deviceOrigin.x.rounded(.down), y: deviceOrigin.y.rounded(.down))
        let phase = CGPoint(x: deviceOrigin.x - whole.x, y: deviceOrigin.y - whole.y)
        let mask: TextMask
        if let index = masks.lastIndex(where: { $0.scale == scale && $0.phase == phase }) {
            mask = masks.remove(at: index)
            masks.append(mask)
        } else {
            guard let made = TextMask(layout: layout, ink: inkRect, scale: scale, phase: phase) else { return nil }
            let repeated = lastUnkeptDraw.map { $0.scale == scale && $0.phase == phase } ?? false
            let engine = TextLayoutEngine.shared
            if repeated, made.byteCount <= TextMask.maximumKeptPixelCount, engine.maskBytes <= engine.maskByteBudget {
                if masks.count >= Self.maximumMaskCount { masks.removeFirst() }
                masks.append(made)
                lastUnkeptDraw = nil
            } else {
                lastUnkeptDraw = (scale, phase)
            }
            mask = made
        }
        return (mask, CGPoint(x: whole.x + mask.offset.x, y: whole.y + mask.offset.y))
    }
}
