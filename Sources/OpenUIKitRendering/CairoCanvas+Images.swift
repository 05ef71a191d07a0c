import CCairo
import Foundation
import OpenUIKit

/// Images: plain, nine-part (cap insets) and template-tinted.
extension CairoCanvas {
    /// Draws `image` into `rect`, as `UIImage.draw(in:)` and `UIImageView` (scale-to-fill) do.
    ///
    /// A resizable image (non-zero ``UIImage/capInsets``) is drawn as nine parts: the four corners at
    /// their own size, the edges and the centre stretched or tiled by ``UIImage/resizingMode`` (UIKit's
    /// `resizableImage(withCapInsets:resizingMode:)`). When `rect` is smaller than the caps, the caps
    /// shrink proportionally. With a `tint`, the image's alpha is a mask filled with the tint, as UIKit
    /// draws a template image — unless the image is `.alwaysOriginal`. An image drawn in code
    /// (``UIImage/drawing``) is drawn as vectors (``drawVectorImage(_:_:in:tint:alpha:)``). An image
    /// without pixels or drawing (known only by size) draws nothing.
    func drawImage(_ image: UIImage, in rect: CGRect, tint: UIColor?, alpha: CGFloat) {
        guard rect.isFiniteAndPositive, alpha.isFinite, alpha > 0, isInDeviceRange(rect.origin),
              isInDeviceRange(CGPoint(x: rect.maxX, y: rect.maxY)) else { return }
        let tint = image.renderingMode == .alwaysOriginal ? nil : tint
        // A bitmap first, at the cost of one optional check: the common case stays as it was.
        guard let bitmap = image.bitmap else {
            if let drawing = image.drawing { drawVectorImage(image, drawing, in: rect, tint: tint, alpha: min(alpha, 1)) }
            return
        }
        drawBitmap(bitmap, of: image, in: rect, tint: tint, alpha: min(alpha, 1))
    }

    /// Draws `bitmap`, the pixels of `image`, into `rect`: whole, or as nine parts by its cap insets.
    func drawBitmap(_ bitmap: ImageBitmap, of image: UIImage, in rect: CGRect, tint: UIColor?, alpha: CGFloat) {
        guard let surface = Self.makeSurface(bitmap) else { return }
        defer { cairo_surface_destroy(surface) }
        let paint = ImagePartPainter(cr: cr, surface: surface, imageScale: image.scale, tint: tint, alpha: alpha)
        let caps = image.capInsets
        guard caps != .zero else {
            paint.part(source: (0, 0, bitmap.width, bitmap.height), into: rect, tiled: false)
            return
        }
        let columns = Self.slices(sourceLength: bitmap.width, scale: image.scale, leading: caps.left,
                                  trailing: caps.right, destinationStart: rect.minX, destinationLength: rect.width)
        let rows = Self.slices(sourceLength: bitmap.height, scale: image.scale, leading: caps.top,
                               trailing: caps.bottom, destinationStart: rect.minY, destinationLength: rect.height)
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                let isCorner = rowIndex != 1 && columnIndex != 1
                paint.part(source: (column.source.lowerBound, row.source.lowerBound,
                                    column.source.count, row.source.count),
                           into: CGRect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                        width: column.destination.upperBound - column.destination.lowerBound,
                                        height: row.destination.upperBound - row.destination.lowerBound),
                           tiled: !isCorner && image.resizingMode == .tile)
            }
        }
    }

    /// The three slices (leading cap, middle, trailing cap) along one axis: source pixel ranges and
    /// destination point ranges. Caps are in points; insets that do not fit the image are clamped, and
    /// caps wider than the destination shrink proportionally.
    static func slices(sourceLength: Int, scale: CGFloat, leading: CGFloat, trailing: CGFloat,
                       destinationStart: CGFloat, destinationLength: CGFloat)
        -> [(source: Range<Int>, destination: Range<CGFloat>)] {
        func pixels(_ points: CGFloat) -> Int {
            // Clamped before converting: caps of a huge image may be more pixels than an Int holds.
            guard points.isFinite, points > 0 else { return 0 }
            return Int(min((points * scale).rounded(), CGFloat(sourceLength)))
        }
        let sourceLeading = pixels(leading)
        let sourceTrailing = min(pixels(trailing), sourceLength - sourceLeading)
        var destinationLeading = CGFloat(sourceLeading) / scale
        var destinationTrailing = CGFloat(sourceTrailing) / scale
        let caps = destinationLeading + destinationTrailing
        if caps > destinationLength, caps > 0 {
            destinationLeading *= destinationLength / caps
            destinationTrailing *= destinationLength / caps
        }
        let start = destinationStart, end = destinationStart + destinationLength
        return [
            (0..<sourceLeading, start..<(start + destinationLeading)),
            (sourceLeading..<(sourceLength - sourceTrailing), (start + destinationLeading)..<(end - destinationTrailing)),
            ((sourceLength - sourceTrailing)..<sourceLength, (end - destinationTrailing)..<end),
        ]
    }

    /// A Cairo ARGB32 surface holding a copy of `bitmap`'s pixels (both are premultiplied ARGB32).
    static func makeSurface(_ bitmap: ImageBitmap) -> OpaquePointer? {
        guard bitmap.width <= PixelBuffer.maximumDimension, bitmap.height <= PixelBuffer.maximumDimension else {
            Diagnostics.warn("render.imageTooLarge", "A \(bitmap.width)×\(bitmap.height) image is larger than "
                             + "Cairo's \(PixelBuffer.maximumDimension)-pixel limit a side; not drawn.")
            return nil
        }
        guard bitmap.width > 0, bitmap.height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = bitmap.width * 4
        bitmap.pixels.withUnsafeBytes { source in
            for row in 0..<bitmap.height {
                (data + row * stride).update(from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + row * rowBytes,
                                             count: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
