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
        UIGraphicsContext.currentOrWarning("UIImage.draw")?.drawImage(self, in: rect, alpha: 1)
    }
}
