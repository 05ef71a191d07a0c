import CCairo
import Foundation
import OpenUIKit

/// A view drawn from its cached rendering (``DisplayCommand/cachedRendering(_:placement:alpha:)``): the
/// subtree rasterized once at the canvas's scale into a surface the cache keeps (``CachedSurface``),
/// then composited in each frame — as Core Animation's render server composites a layer whose
/// position, transform or opacity animates from its backing store.
///
/// Pixel snapping, as Core Animation's: the content is rasterized at the backing scale in the view's
/// own coordinates (text on whole device pixels there), and a view that is only moved is composited
/// with its pixels on whole device pixels, the nearest to where its fractional position falls — the
/// pixels are copied, neither blurred by resampling nor rasterized again at every fractional offset
/// (which made every frame of a moving grid lay out and rasterize all its titles anew). A view that is
/// scaled, rotated or skewed is sampled bilinearly, Core Animation's default `minificationFilter` and
/// `magnificationFilter` (`.linear`).
extension CairoCanvas {
    func drawCachedRendering(_ cache: RenderingCache, placement: CGAffineTransform, alpha: CGFloat) {
        let opacity = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        guard opacity > 0, let backing = backing(of: cache) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // Copied pixel for pixel only when the view is moved in a tree that maps its points to the
        // device at the cache's scale; under a scaled or turned ancestor (a card sheet's presenter) too,
        // the pixels are sampled bilinearly.
        var copies = false
        if placement.a == 1, placement.b == 0, placement.c == 0, placement.d == 1 {
            guard placement.tx.isFinite, placement.ty.isFinite else { return }
            cairo_translate(cr, placement.tx, placement.ty)
            copies = snapToDevicePixels(scale: backing.scale)
        } else if !apply(placement) {
            return  // a transform with no inverse shows nothing, as Core Animation shows a layer scaled to zero
        }
        let extent = backing.extent
        if copies, opacity == 1, copy(backing) { return }
        cairo_pattern_set_filter(backing.pattern, copies ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_set_source(cr, backing.pattern)
        cairo_rectangle(cr, extent.minX, extent.minY, extent.width, extent.height)
        // An opaque view's pixels are a fill of their rectangle: a clip would be made and freed for
        // every moving view in every frame.
        guard opacity < 1 else { return cairo_fill(cr) }
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    /// Copies `backing`'s pixels into the target with pixman, the current matrix mapping its extent's
    /// corner to a whole device pixel (``snapToDevicePixels(scale:)``): what Cairo's fill with the
    /// nearest-pixel filter does, without its per-operation setup. The clip it keeps to is the one the
    /// canvas tracks (``unclippedArea``): the pixels land where the clip lets every pixel through, or
    /// the clip is exactly the whole pixels it lets through, which the copy is cut to. False, drawing
    /// nothing, where a copy cannot follow the clip or the target (a path clip, a clip edge inside a
    /// pixel that the pixels reach, an offscreen group, another operator): Cairo draws it then.
    private func copy(_ backing: CachedSurface) -> Bool {
        guard let sourceImage = backing.image, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return false }
        if !copyTargetChecked {
            copyTargetChecked = true
            copyTarget = cairo_get_target(cr).flatMap { PixelCopyTarget(surface: $0) }
        }
        // Inside an offscreen group (a translucent ancestor, a mask) the drawing goes to the group.
        guard let copyTarget, cairo_get_group_target(cr) == copyTarget.surface else { return false }
        var x = Double(backing.extent.minX), y = Double(backing.extent.minY)
        cairo_user_to_device(cr, &x, &y)
        x = x.rounded()
        y = y.rounded()
        let clip = unclippedArea
        guard clip.isWholeClip
                || clip.contains(CGRect(x: x, y: y, width: Double(backing.pixelWidth), height: Double(backing.pixelHeight)))
        else { return false }
        copyTarget.composite(backing, image: sourceImage, x: x, y: y, within: clip.pixels)
        return true
    }

    /// Moves the current origin to the nearest whole device pixel when the matrix maps points to device
    /// pixels at `scale`, the cache's, and translates (a view in an untransformed tree), so the cached
    /// pixels are copied one for one; false, leaving the matrix alone, otherwise.
    private func snapToDevicePixels(scale: CGFloat) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == scale, matrix.yy == scale else { return false }
        let snappedX = matrix.x0.rounded(), snappedY = matrix.y0.rounded()
        cairo_translate(cr, (snappedX - matrix.x0) / scale, (snappedY - matrix.y0) / scale)
        return true
    }

    /// The cache's surface at this canvas's scale: the one it keeps, or its subtree rasterized now (and
    /// kept). Nil when the subtree draws nothing or is too large for a surface.
    private func backing(of cache: RenderingCache) -> CachedSurface? {
        if let kept = cache.backing as? CachedSurface, kept.scale == scale { return kept }
        let (list, drawnExtent) = cache.record()
        let extent = Renderer.pixelAligned(drawnExtent, scale: scale)
        guard extent.isFiniteAndPositive, !PixelBuffer.isTooLarge(extent.size, scale: scale) else {
            cache.backing = nil
            return nil
        }
        let size = PixelBuffer.pixelSize(of: extent.size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(context, scale, scale)
        cairo_translate(context, -extent.minX, -extent.minY)
        CairoCanvas(cr: context, scale: scale, area: extent).draw(list)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        cairo_surface_set_device_scale(surface, scale, scale)
        let backing = CachedSurface(surface: surface, scale: scale, extent: extent)
        cache.backing = backing
        return backing
    }
}
