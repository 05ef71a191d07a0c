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
}
