import Foundation

/// Cached walks to the root of a view's tree (see ``WindowPath``).
///
/// Every cache is made stale at once by moving ``windowPathGeneration`` on (``invalidateWindowPaths()``),
/// which the invalidation entries do (`UIView+Invalidation.swift`): before any geometry change, with no
/// other code in between (a change that moves nothing — content, alpha, hiding, clipping, order —
/// keeps the caches), when a view with subviews or a superview moves (its old or new superview keeps
/// its own path, which the move does not change: ``invalidateWindowPaths(keepingPathOf:)``), when a
/// view's superview is released, and when a window is released (a valid path holds its window and
/// window subview unretained; reading a stale one traps in a debug build). A tint change clears the
/// caches of the views whose tint it changes, as it walks them anyway. Adding a detached leaf changes
/// no other view's path, so the chain of adds that builds a deep tree from the root down keeps its
/// parent's path: each add costs O(1), not a walk up.
extension UIView {
    /// The generation the valid ``WindowPath`` caches were made in.
    static var windowPathGeneration: UInt64 = 0
    /// The views a walk up (``windowPathWalkingUp(generation:)``) passed, kept from walk to walk.
    private static var windowPathWalkStorage: [UnretainedView] = []

    /// The view's window, origin in the window (or root) and effective tint: walks up only to the
    /// nearest view with a valid cache, and caches the path of every view it passed.
    func windowPath() -> WindowPath {
        let generation = Self.windowPathGeneration
        if let cached = windowPathCache, cached.generation == generation { return cached }
        // One step or none, without collecting the views passed: a view added to a view whose path is
        // known, or the root of a tree being built (most of the walks while a sheet is presented).
        let parentPath: WindowPath?
        if let parentStep = superviewReference {
            unowned(unsafe) let parent = parentStep.view
            guard let known = parent.windowPathCache, known.generation == generation else {
                return windowPathWalkingUp(generation: generation)
            }
            parentPath = known
        } else {
            parentPath = nil
        }
        let path = windowPath(below: parentPath, generation: generation)
        windowPathCache = path
        return path
    }

    /// ``windowPath()`` for a view whose superview's path is stale: collects the views up to the nearest
    /// valid cache, then caches each one's path on the way back down.
    private func windowPathWalkingUp(generation: UInt64) -> WindowPath {
        // Unretained, as the views are kept alive by their superviews (see ``UnretainedView``), in
        // storage kept from walk to walk: a walk runs no other code, so it cannot start another.
        var uncached = Self.windowPathWalkStorage
        Self.windowPathWalkStorage = []
        defer {
            uncached.removeAll(keepingCapacity: true)
            Self.windowPathWalkStorage = uncached
        }
        var known: WindowPath?
        var current: UnretainedView? = UnretainedView(self)
        while let step = current {
            unowned(unsafe) let view = step.view
            if let cached = view.windowPathCache, cached.generation == generation {
                known = cached
                break
            }
            uncached.append(step)
            current = step.superview
        }
        for step in uncached.reversed() {
            unowned(unsafe) let view = step.view
            let path = view.windowPath(below: known, generation: generation)
            view.windowPathCache = path
            known = path
        }
        return known ?? WindowPath(windowRoot: nil, rootSubview: nil, offset: .zero, ownTintOrInherited: nil,
                                   generation: generation)
    }

    /// The view's path from its superview's (`above`), or as the root of its tree when `above` is nil.
    private func windowPath(below above: WindowPath?, generation: UInt64) -> WindowPath {
        guard let above else {
            return WindowPath(windowRoot: self is UIWindow ? UnretainedView(self) : nil, rootSubview: nil,
                              offset: .zero, ownTintOrInherited: storedTintColor, generation: generation)
        }
        let offset = offsetInSuperview
        return WindowPath(windowRoot: above.windowRoot, rootSubview: above.rootSubview ?? UnretainedView(self),
                          offset: CGPoint(x: above.offset.x + offset.x, y: above.offset.y + offset.y),
                          transformed: above.transformed || hasTransform,
                          ownTintOrInherited: storedTintColor ?? above.ownTintOrInherited, generation: generation)
    }
}
