import Foundation

/// A view's rendering kept as a bitmap while only its place, transform or opacity animates, so a frame
/// composites it instead of drawing it again — what Core Animation does with a layer's backing store:
/// a layer whose position, transform or opacity animates is composited by the render server from the
/// pixels it already has, and its content is drawn again only when it is marked as needing display.
///
/// The engine makes one for a view while every animation running on it moves it, turns it or fades
/// it (``UIView`` side storage, `UIView+RenderingCache.swift`), and a window's layer then draws the
/// view as ``DisplayCommand/cachedRendering(_:placement:alpha:)`` instead of its subtree. The renderer
/// that meets the command asks ``record()`` for the subtree's drawing the first time, rasterizes it at
/// its backing scale, keeps the pixels in ``backing`` and composites them from then on. Any change to
/// what the subtree draws drops the backing through the one invalidation path
/// (``UIView/setNeedsDisplay()`` and the other entries of `UIView+Invalidation.swift`), so the next
/// frame rasterizes it again; ``UIView/_invariantViolations()`` checks that a kept backing was
/// rasterized from what the subtree draws now.
@MainActor
public final class RenderingCache: Equatable {
    /// The view whose subtree is cached; unowned: the view holds its cache (through side storage) and
    /// drops it before it goes.
    unowned let view: UIView
    /// What the renderer keeps for the recorded drawing (its pixels, at its scale); nil until a
    /// renderer rasterizes ``record()``'s list, and again after the subtree's drawing changed.
    public var backing: AnyObject? {
        didSet { if backing == nil { recorded = nil } }
    }
    /// The list ``record()`` last returned, while ``backing`` holds its pixels: what the invariant
    /// check compares with the subtree's drawing now.
    private(set) var recorded: DisplayList?

    init(view: UIView) {
        self.view = view
    }

    /// The view's subtree drawn in its own coordinates, untransformed and fully opaque (its clip
    /// applies), and the area it can draw (``UIView/renderedExtent``): what a renderer rasterizes into
    /// ``backing``. The view's transform, position and alpha are the command's, applied when the
    /// pixels are composited.
    public func record() -> (list: DisplayList, extent: CGRect) {
        let list = view.ownCoordinateDisplayList()
        recorded = list
        return (list, view.renderedExtent)
    }

    /// The area of the view's coordinates its subtree can draw (``UIView/renderedExtent``): the
    /// cached pixels cover it.
    public var extent: CGRect { view.renderedExtent }

    /// Identity: two commands composite the same cache only if they name the same object.
    nonisolated public static func == (lhs: RenderingCache, rhs: RenderingCache) -> Bool {
        lhs === rhs
    }
}
