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
    /// Ends the innermost group (one begun by ``beginGroup(origin:clip:alpha:)`` or
    /// ``beginTransformedGroup(_:clip:alpha:)``).
    case endGroup
    // The path cases are `indirect`: their payloads are larger than any other case's, and inline they
    // would widen every command of every frame's list (+3.1 % of a render-grid frame, callgrind).
    /// Fills a path by `rule` (Core Graphics' `fillPath`), with a shadow under it when given.
    indirect case fillPath(DisplayPath, color: UIColor, rule: CGPathFillRule, shadow: DisplayShadow?)
    /// Strokes a path with `style`'s line attributes, in the path's user space (`strokePath`).
    indirect case strokePath(DisplayPath, color: UIColor, style: PathStrokeStyle, shadow: DisplayShadow?)
    /// Paints a linear gradient along `start`→`end` (user space of `transform`) over the current
    /// clip, as `drawLinearGradient(_:start:end:options:)`.
    indirect case linearGradient(CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions,
                                 transform: CGAffineTransform)
    /// Clips everything up to the matching ``endClip`` to the area a fill of the path by `rule` would
    /// paint, as `clip()`/`addClip()`; the context closes it at `restoreGState` or the end of drawing.
    /// Its own pair, not a group, so a consumer that ignores clipping stays balanced.
    indirect case beginClip(DisplayPath, rule: CGPathFillRule)
    /// Ends the innermost clip.
    case endClip
    /// Draws `command` (an image or a rectangle fill) combined with what is under it by `mode`, nothing
    /// of it reaching past `rect`: `UIImage.draw(in:blendMode:alpha:)`, `fill(_:blendMode:)`. A
    /// ``CGBlendMode/normal`` draw is recorded as the command alone.
    indirect case blended(DisplayCommand, mode: CGBlendMode, within: CGRect)
    /// Draws `command` (an image) through `transform`, which maps its coordinates to the list's:
    /// `UIImage.draw(in:)` under a context transform that rotates or skews, which no rectangle in the
    /// list's coordinates can place. The image is drawn rotated or skewed with the transform, clipped to
    /// its rectangle mapped the same way, as Core Graphics draws it through the CTM.
    indirect case transformed(DisplayCommand, by: CGAffineTransform)
    /// Paints only the shadow of the area a fill of the path by `rule` would paint, blurred, as Core
    /// Animation draws a layer's shadow (`shadowPath`, or the layer's shape) under the layer.
    indirect case shadow(DisplayPath, DisplayShadow, rule: CGPathFillRule)
    /// Starts a masked group: everything up to the matching ``endMask(_:)`` is drawn into a bitmap of its
    /// own, then composited through the alpha of the mask's drawing, as a layer's `mask` shows it only
    /// where the mask layer draws.
    case beginMask
    /// Ends the innermost masked group; `mask` is the mask layer's drawing, in the group's coordinates.
    indirect case endMask(DisplayList)
    /// Starts a group, as ``beginGroup(origin:clip:alpha:)``, whose coordinates map to the enclosing
    /// ones by `transform` rather than an offset: a view with a ``UIView/transform`` (rotated, scaled)
    /// and its subviews. `clip` is in the group's coordinates, so a rotated view's clip is its rotated
    /// bounds; a transform with no inverse draws nothing, as Core Animation shows nothing of a layer
    /// scaled to zero. Closed by ``endGroup``.
    indirect case beginTransformedGroup(CGAffineTransform, clip: CGRect?, alpha: CGFloat)
    /// Composites `cache`'s pixels — a view's subtree rasterized at the backing scale in its own
    /// coordinates (``RenderingCache``) — through `placement`, which maps the view's coordinates to the
    /// list's, at `alpha`: a view whose animations only move, turn or fade it, drawn as Core Animation
    /// draws such a layer, from its backing store. A pure translation lands on whole device pixels (the
    /// pixels are copied, as a layer's content is rasterized at its backing scale and not drawn again
    /// at fractional positions); any other transform samples them bilinearly, as a layer's default
    /// magnification and minification filters do.
    // Inline, not `indirect`: drawn for every moving view in every frame, a box would be an allocation
    // each time, and its payload is no wider than a group's.
    case cachedRendering(RenderingCache, placement: CGAffineTransform, alpha: CGFloat)
    /// Starts a transparency layer: everything up to the matching ``endTransparencyLayer`` is drawn
    /// into a bitmap of its own, then composited over what is under it normally, as Core Graphics'
    /// `beginTransparencyLayer`. A view's drawing that blends (``blended(_:mode:within:)``) is drawn in
    /// one, so its blend modes combine it only with its own pixels, as they combine with its backing
    /// store on iOS, never with the views under it.
    case beginTransparencyLayer
    /// Ends the innermost transparency layer.
    case endTransparencyLayer
}
