import Foundation

/// What `CGContext.saveGState()` saves and `restoreGState()` brings back: colors, line attributes,
/// the current transform, the shadow, the global alpha, and how many clips were opened since the
/// save (restoring closes them, as a restored clip area is the saved one).
struct GraphicsState {
    /// Core Graphics' defaults: opaque black fill and stroke.
    var fillColor = UIColor.black
    var strokeColor = UIColor.black
    var stroke = PathStrokeStyle()
    var transform = CGAffineTransform.identity
    var shadow: DisplayShadow?
    var alpha: CGFloat = 1
    var openClips = 0
}
