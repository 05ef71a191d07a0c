import Foundation

/// The drawing environment an image renderer hands its actions, as UIKit's
/// `UIGraphicsImageRendererContext`: the Core Graphics context being drawn into, the format, the
/// image so far, and UIKit's rectangle shortcuts.
///
/// While the actions run, ``cgContext`` is also `UIGraphicsGetCurrentContext()`, so `UIBezierPath`,
/// `UIColor.setFill()`, `UIRectFill` and Core Graphics calls all draw into the image.
@MainActor
public final class UIGraphicsImageRendererContext {
    /// The context the image is recorded into, in the renderer's bounds coordinates.
    public let cgContext: CGContext
    /// The renderer's format: the image's scale, opacity and bounds.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far, as UIKit's `currentImage`; drawing goes on after it.
    public var currentImage: UIImage {
        UIGraphicsImageRenderer.image(of: cgContext.closedCommands, format: format)
    }

    /// Fills `rect` with the current fill color, as `fill(_:)` (`UIColor.setFill()` picks it).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill color combined with what is under it by `blendMode`, as
    /// `fill(_:blendMode:)` (`.clear` erases it, `.copy` replaces it).
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect, blendMode: blendMode) }

    /// Strokes `rect` with the current stroke color and line width, the line centred on its edges, as
    /// `stroke(_:)`.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Narrows the clip to `rect` for the rest of the actions (or until the state saved before it is
    /// restored), as `clip(to:)`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
