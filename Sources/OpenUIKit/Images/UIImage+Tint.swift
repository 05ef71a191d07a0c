import Foundation

/// Images with a tint color of their own, as UIKit's `withTintColor(_:)` and
/// `withTintColor(_:renderingMode:)` (iOS 13).
extension UIImage {
    /// A new image of the same size, scale, caps and rendering mode whose content is `color` where this
    /// image has content, as UIKit's `withTintColor(_:)`: for a bitmap UIKit fills the tint and draws
    /// the image over it with the destination-in blend mode, which keeps the tint through the image's
    /// alpha — the same mask a template is tinted through. The result is drawn in that color wherever
    /// it is drawn (`draw(in:)`, an image view), unless it is itself a template in a view, whose tint
    /// color then wins, as in UIKit.
    ///
    /// A symbol image comes back drawn in `color` always (`.alwaysOriginal`), as Apple documents: "for
    /// symbol images, this method returns an image that always uses the specified tint color" — where a
    /// symbol's own `.automatic` mode would let an image view's or a button's tint win.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: isSymbolImage ? .alwaysOriginal : renderingMode)
    }

    /// The tinted image of ``withTintColor(_:)`` with `renderingMode`, as UIKit's
    /// `withTintColor(_:renderingMode:)`: `.alwaysOriginal` keeps the tint even in a view that tints
    /// templates.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        // This image drawn whole (no caps of its own: the tinted image keeps them) through its alpha.
        let mask = copy(capInsets: .zero, renderingMode: .alwaysTemplate)
        let tinted = DisplayCommand.image(mask, in: CGRect(origin: .zero, size: size), tint: color, alpha: 1)
        return UIImage(size: size, scale: scale, drawing: DisplayList([tinted]), name: name, capInsets: capInsets,
                       resizingMode: resizingMode, renderingMode: renderingMode)
    }
}
