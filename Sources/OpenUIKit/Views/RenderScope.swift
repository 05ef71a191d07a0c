import Foundation

/// Which part of a view ``UIView/withRenderDisplayList(in:scope:_:)`` draws: all of it by default.
/// A window's layer (``WindowLayer``) draws only some of the window's subviews, the window's own
/// content only in its base layer, and leaves out the view its compositor lays over as a color (a
/// presentation's dimming view).
struct RenderScope {
    /// The subviews of the drawn view itself that are drawn, by index; nil for all of them.
    var subviewIndices: Range<Int>?
    /// Whether the drawn view's own content (background, `draw(_:)`, border) is drawn.
    var drawsOwnContent = true
    /// A view left out wherever it appears in the subtree, with its subviews.
    var excludedView: UIView?
    /// Whether an animating view that only moves, turns or fades (``UIView/compositesFromCache``) is
    /// drawn as its cached rendering (``DisplayCommand/cachedRendering(_:placement:alpha:)``) rather
    /// than its subtree: in a window's layers, which a renderer keeps from frame to frame; not in
    /// ``UIView/renderDisplayList(in:)``, whose list shows what every view draws.
    var compositesCachedRenderings = false
    /// Whether the drawn view is drawn in its own bounds coordinates, untransformed and fully opaque,
    /// as a ``RenderingCache`` rasterizes it (its transform, place and alpha apply when compositing).
    var drawsRootInOwnCoordinates = false
    /// Whether the drawn view's corners are left to the compositor when it can round them
    /// (``UIView/cornersComposited(clipping:)``): the view is drawn unclipped, its background square,
    /// and the compositor clips the pixels to its rounded bounds (``WindowLayer/clip``) — a card's
    /// presenter, as Core Animation applies `cornerRadius` and `masksToBounds` when compositing.
    var compositesRootCorners = false
}
