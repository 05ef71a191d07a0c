import Foundation

extension PixelBuffer {
    /// Copies the pixels of `rect` (points, on whole pixels) from `source`, whose top-left corner is at
    /// `sourceOrigin`, into this buffer, whose top-left corner is at `origin` (both in the same points
    /// as `rect`, at this buffer's scale). What lies outside either buffer is left out.
    ///
    /// A layer whose content grows into a larger buffer keeps the pixels it already drew this way
    /// instead of drawing them again (``LayerStack``).
    mutating func copy(_ rect: CGRect, from source: PixelBuffer, sourceOrigin: CGPoint, origin: CGPoint) {
        guard rect.isFiniteAndPositive, source.scale == scale else { return }
        func pixel(_ value: CGFloat) -> Int? {
            let scaled = (value * scale).rounded()
            return abs(scaled) < CGFloat(Self.maximumDimension * 4) ? Int(scaled) : nil
        }
        guard let left = pixel(rect.minX - origin.x), let top = pixel(rect.minY - origin.y),
              let sourceLeft = pixel(rect.minX - sourceOrigin.x), let sourceTop = pixel(rect.minY - sourceOrigin.y),
              let width = pixel(rect.width), let height = pixel(rect.height) else { return }
        // Clipped to both buffers.
        let startX = max(0, -left, -sourceLeft), startY = max(0, -top, -sourceTop)
        let endX = min(width, self.width - left, source.width - sourceLeft)
        let endY = min(height, self.height - top, source.height - sourceTop)
        guard startX < endX, startY < endY else { return }
        let count = endX - startX
        source.pixels.withUnsafeBufferPointer { from in
            pixels.withUnsafeMutableBufferPointer { to in
                for row in startY..<endY {
                    let sourceStart = (sourceTop + row) * source.width + sourceLeft + startX
                    let start = (top + row) * self.width + left + startX
                    to.baseAddress!.advanced(by: start)
                        .update(from: from.baseAddress!.advanced(by: sourceStart), count: count)
                }
            }
        }
    }
}
