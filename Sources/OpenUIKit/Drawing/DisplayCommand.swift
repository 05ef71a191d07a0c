import Foundation

/// One drawing operation, as a plain value.
///
/// Views record their content as a list of these (see ``UIGraphicsContext``) in their own bounds'
/// coordinates; the window composites the lists of all visible views into one ``DisplayList`` using
/// ``beginGroup(origin:clip:alpha:)`` / ``endGroup`` pairs. Because commands are values, a test can
/// assert what is drawn without any C library, and any backend can draw it.
public enum DisplayCommand: Equatable, Sendable {
    /// Fills a rectangle, with rounded corners when `cornerRadius` > 0.
    case fill(CGRect, color: UIColor, cornerRadius: CGFloat)
    /// Strokes the inside edge of a rectangle, as a layer border is drawn.
    case stroke(CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat)
    /// A straight line with round caps (activity indicator spokes, separators).
    case line(from: CGPoint, to: CGPoint, color: UIColor, width: CGFloat)
    /// Fills a closed polygon (popover arrows, disclosure chevrons).
    case polygon([CGPoint], color: UIColor)
    /// Draws an image into a rectangle. A resizable image (non-zero cap insets) is drawn as nine
    /// parts: corners unscaled, edges and center stretched or tiled by its resizing mode. `tint`
    /// colors a template image; `alpha` multiplies its opacity.
    case image(UIImage, in: CGRect, tint: UIColor?, alpha: CGFloat)
    /// Draws text.
    case text(TextRun)
    /// Starts a group: everything up to the matching ``endGroup`` is offset by `origin`, clipped to
    /// `clip` (in the group's coordinates) when given, and composited with `alpha`.
    case beginGroup(origin: CGPoint, clip: CGRect?, alpha: CGFloat)
    /// Ends the innermost group.
    case endGroup
}
