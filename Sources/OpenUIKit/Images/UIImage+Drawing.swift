import Foundation

/// Drawing an image into the current context, as UIKit's `draw(at:)` and `draw(in:)`.
extension UIImage {
    /// Draws the image at its own size with its top-left corner at `point`, in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect` in the current context (a resizable image keeps its caps),
    /// placed by the context's current transform and faded by its alpha.
    ///
    /// Core Graphics has no tint color, so the image is drawn in its own colors whatever its
    /// rendering mode, as UIKit draws a template bitmap outside a view; an image made with
    /// ``withTintColor(_:)`` carries its tint in its content. Outside drawing, nothing is drawn, with a
    /// `graphics.noContext` warning (UIKit logs an invalid context).
    @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its own size at `point`, combined with what is under it by `blendMode` and
    /// faded by `alpha`, as UIKit's `draw(at:blendMode:alpha:)`.
    @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, combined with what is under it by `blendMode` (nothing
    /// reaching past `rect`, as Core Graphics composites only where the image is drawn) and faded by
    /// `alpha`, as UIKit's `draw(in:blendMode:alpha:)`.
    @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsContext.currentOrWarning("UIImage.draw")?.drawImage(self, in: rect, blendMode: blendMode, alpha: alpha)
    }
}

extension UIImage {
    /// A renderer format for drawing images like this one, as UIKit's `imageRendererFormat`: the
    /// image's scale, not opaque.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
