import CCairo
import Foundation
import OpenUIKit

/// Images drawn in code (``UIImage/drawing``): their recorded display list, drawn where the image is.
extension CairoCanvas {
    /// Draws `drawing`, the content of `image` (points from (0, 0) to its size), scaled into `rect`
    /// and clipped to it, as a bitmap of the same image would be placed. With a `tint`, what the drawing
    /// paints is a mask filled with the tint (its colors are dropped, its alpha kept), as a template
    /// bitmap is tinted; `alpha` multiplies its opacity; a blend mode (``DisplayCommand/blended(_:mode:within:)``)
    /// combines the finished image with what is under it. All three go through one offscreen group,
    /// drawn only when needed: an untinted opaque image drawn normally goes straight into the target.
    /// So does a drawing that blends (``UIImage/drawingBlends``): in UIKit the image is a bitmap of its
    /// own, so its `.clear` or `.destinationOut` cut holes in the image only, and what is under the
    /// image shows through them, never erased.
    ///
    /// A resizable drawn image (cap insets) is first rasterized at its own scale and then drawn as a
    /// bitmap's nine parts, so its caps keep their size and its middle stretches or tiles exactly as a
    /// bitmap's would; drawn whole, it stays sharp at any size.
    func drawVectorImage(_ image: UIImage, _ drawing: DisplayList, in rect: CGRect, tint: UIColor?, alpha: CGFloat) {
        let size = image.size
        guard size.width > 0, size.height > 0, !drawing.isEmpty else { return }
        guard image.capInsets == .zero else {
            let pixels = Renderer().render(drawing, size: size, scale: image.scale)
            guard pixels.width > 0, pixels.height > 0 else { return }
            drawBitmap(pixels.bitmap, of: image, in: rect, tint: tint, alpha: alpha)
            return
        }
        let scaleX = rect.width / size.width, scaleY = rect.height / size.height
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        let isGrouped = tint != nil || alpha < 1 || image.drawingBlends || cairo_get_operator(cr) != CAIRO_OPERATOR_OVER
        if isGrouped { cairo_push_group(cr) }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)  // the image's own drawing; its blend mode applies below
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, scaleX, scaleY)
        // A canvas of its own: its groups and clips balance within the image. Its scale is the device
        // pixels per image point, to which it snaps text.
        CairoCanvas(cr: cr, scale: scale * min(scaleX, scaleY)).draw(drawing)
        cairo_restore(cr)
        if isGrouped, let pattern = cairo_pop_group(cr) {
            if let tint {
                setSource(tint, alpha: alpha)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, alpha)
            }
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }
}
