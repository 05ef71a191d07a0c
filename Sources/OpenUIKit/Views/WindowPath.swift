import Foundation

/// What a walk from a view up to the root of its tree finds: the window at the root (nil when the
/// root is not a window), the view's origin in the root's coordinates, and its effective tint — cached
/// per view (``UIView/windowPath()``) so that adding a subview to a view deep inside a window does not
/// walk up to the window again (issue 8: a 10,000-deep chain built from the root down in a window was
/// quadratic). A cache is valid while ``UIView/windowPathGeneration`` is the one it was made in.
@MainActor
struct WindowPath {
    /// The window, held without keeping it alive (see ``WindowReference``).
    var windowReference: WindowReference?
    var window: UIWindow? { windowReference?.window }
    /// The view's ancestor (or the view itself) that is a subview of the window: which of the window's
    /// layers (``UIWindow/takeLayers()``) the view draws in: nil for the root of the tree (the window
    /// itself); in a tree with no window, the root's subview the view is in, which no layer asks for. Unowned: it is an ancestor, alive while the view is in its tree, and any move that
    /// could change it makes the path stale (``UIView/invalidateWindowPaths()``).
    unowned(unsafe) var windowSubview: UIView?
    var offset: CGPoint
    var tint: UIColor
    var generation: UInt64
}
