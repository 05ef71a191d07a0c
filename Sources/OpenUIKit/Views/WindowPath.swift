import Foundation

/// What a walk from a view up to the root of its tree finds: the window at the root (nil when the
/// root is not a window), the view's origin in the root's coordinates, and its effective tint — cached
/// per view (``UIView/windowPath()``) so that adding a subview to a view deep inside a window does not
/// walk up to the window again (issue 8: a 10,000-deep chain built from the root down in a window was
/// quadratic). A cache is valid while ``UIView/windowPathGeneration`` is the one it was made in.
///
/// The window and the window's subview are held unretained (``UnretainedView``): copying a path, which
/// each lookup does, then retains nothing (issue 7's modal-cycle profile: path copies were a sixth of
/// a cycle's retains). They are alive while the path is valid: a path names the root of the view's
/// tree and the root's subview the view is in; any move that changes either, the release of a
/// superview with subviews, and every window's release move the generation on (a detached leaf's own
/// path is cleared when it is added instead). Callers make the window and subview strong
/// (``window``, ``windowSubview``) before running any code that could change the tree.
@MainActor
struct WindowPath {
    /// The window at the root, as a view; nil when the root is not a window.
    var windowRoot: UnretainedView?
    /// The view's ancestor (or the view itself) that is a subview of the root: which of the window's
    /// layers (``UIWindow/takeLayers()``) the view draws in; nil for the root itself. In a tree with no
    /// window, the root's subview the view is in, which no layer asks for.
    var rootSubview: UnretainedView?
    /// The offsets of the view and its ancestors below the root, summed: the view's origin in the
    /// root's coordinates unless ``transformed``.
    var offset: CGPoint
    /// Whether the view or an ancestor below the root has a transform (``UIView/transform``): then
    /// ``UIView/transformToRoot()``, not ``offset``, maps the view's coordinates into the root's.
    var transformed = false
    /// The tint set on the view or its nearest ancestor that has one; nil when none has, for the
    /// system's (``tint``): no color to retain with each copy of most paths.
    var ownTintOrInherited: UIColor?
    var generation: UInt64

    /// The window, made strong. Only a valid path may be read: in a debug build, reading one whose
    /// generation is stale traps (its window and window subview may be gone).
    var window: UIWindow? {
        assertValid()
        guard let windowRoot else { return nil }
        return unsafeDowncast(windowRoot.view, to: UIWindow.self)
    }

    /// The window's subview the view is in, made strong (see ``window``).
    var windowSubview: UIView? {
        assertValid()
        return rootSubview?.view
    }

    /// Whether the path was made in the current generation (``UIView/windowPathGeneration``): its
    /// unretained views are then alive.
    var isValid: Bool { generation == UIView.windowPathGeneration }

    @inline(__always)
    private func assertValid() {
        assert(isValid, "A stale WindowPath was read")
    }

    /// The effective tint, as ``UIView/tintColor`` finds it.
    var tint: UIColor { ownTintOrInherited ?? .systemBlue }

    /// Whether two paths' ``ownTintOrInherited`` give different effective tints (``tint``): the same
    /// color, or none for both, without comparing colors — what nearly every move finds.
    static func tintsDiffer(_ old: UIColor?, _ new: UIColor?) -> Bool {
        old !== new && (old ?? .systemBlue) != (new ?? .systemBlue)
    }
}
