import Foundation

/// Compositing a moving view from its cached rendering (``RenderingCache``), as Core Animation
/// composites a layer whose position, transform or opacity animates from its backing store instead of
/// asking it to draw again.
///
/// The caches live in a table beside the views, made for a view the first time a window's layer draws
/// it while it animates, and dropped with its last animation: views that never animate pay nothing, and
/// no view keeps pixels after it comes to rest (Core Animation keeps a backing store for every layer;
/// OpenUIKit's window layers already hold the resting views' pixels).
extension UIView {
    /// The rendering caches, by view; a view has one only while it animates.
    private static var renderingCacheTable: [ObjectIdentifier: RenderingCache] = [:]

    /// Whether a window's layer draws this animating view from its cached rendering: every animation on
    /// it moves it, turns it or fades it — its center, transform or alpha, or its bounds to the same
    /// bounds (a frame change that keeps the size animates the bounds by nothing) — so what its
    /// subtree draws in its own coordinates does not change from frame to frame. A bounds or
    /// background color animation, a cross-dissolve, or explicit Core Animation animations on its
    /// layer change the drawing itself, and the view is drawn directly.
    var compositesFromCache: Bool {
        compositesFromCache(runningAnimations)
    }

    /// ``compositesFromCache``, given the view's running `animations` (``runningAnimations``, read once
    /// by the drawing of a moving view for its alpha, old appearance and this).
    func compositesFromCache(_ animations: [PropertyAnimation]) -> Bool {
        guard hasRunningAnimations, layerPresentation == nil else { return false }
        // By index: a `for … in` loop retains each animation it hands out.
        for index in animations.indices {
            switch animations[index].property {
            case .center, .alpha, .transform, .transformTranslation:
                continue
            case .bounds where animations[index].delta == .zero:
                continue
            case .bounds, .backgroundColor, .crossDissolve:
                return false
            }
        }
        return true
    }

    /// This view's cache, made now if it has none.
    func renderingCache() -> RenderingCache {
        let key = ObjectIdentifier(self)
        if let cache = UIView.renderingCacheTable[key] { return cache }
        let cache = RenderingCache(view: self)
        UIView.renderingCacheTable[key] = cache
        return cache
    }

    /// This view's cache, if it has one.
    var existingRenderingCache: RenderingCache? {
        UIView.renderingCacheTable.isEmpty ? nil : UIView.renderingCacheTable[ObjectIdentifier(self)]
    }

    /// Forgets this view's cache and its pixels (its last animation ended, or it is released).
    func dropRenderingCache() {
        guard !UIView.renderingCacheTable.isEmpty else { return }
        UIView.renderingCacheTable[ObjectIdentifier(self)]?.backing = nil
        UIView.renderingCacheTable[ObjectIdentifier(self)] = nil
    }

    /// What this view's subtree draws changed (content, geometry, visibility, order or hierarchy inside
    /// it): the cached renderings that hold it — this view's when `includingSelf`, and every
    /// ancestor's — drop their pixels, to be rasterized again by the next frame that composites them.
    /// The entries of the one invalidation path (`UIView+Invalidation.swift`) call it; with no cache
    /// anywhere (no view animating) it is one test of an empty table.
    func renderingCachesDidChange(includingSelf: Bool) {
        guard !UIView.renderingCacheTable.isEmpty else { return }
        // Unretained, as the other walks up the tree (``UnretainedView``): it runs no other code, and
        // every moving view's step comes here in every frame, where retaining each ancestor (a window
        // has a side table: the runtime's slow path) was two atomic operations a step.
        var step: UnretainedView? = includingSelf ? UnretainedView(self) : superviewReference
        while let current = step {
            unowned(unsafe) let view = current.view
            if view.hasRunningAnimations, let cache = UIView.renderingCacheTable[ObjectIdentifier(view)] {
                cache.backing = nil
            }
            step = current.superview
        }
    }

    /// The subtree drawn in this view's bounds coordinates, as if it were a root at rest: no transform,
    /// no offset and full opacity (its clip applies) — what its ``RenderingCache`` rasterizes. Nested
    /// animating views are drawn directly, in their presented places.
    func ownCoordinateDisplayList() -> DisplayList {
        var commands: [DisplayCommand] = []
        appendRendering(into: &commands, origin: .zero, visibleInParent: nil,
                        scope: RenderScope(drawsRootInOwnCoordinates: true))
        return DisplayList(commands)
    }

    /// The broken invariant of this view's cache, if any: a cache only on an animating view, and pixels
    /// kept only while the subtree still draws what they were rasterized from.
    func renderingCacheViolation() -> String? {
        guard let cache = existingRenderingCache else { return nil }
        guard hasRunningAnimations else { return "has a rendering cache but does not animate" }
        guard cache.backing != nil, let recorded = cache.recorded else { return nil }
        return recorded == ownCoordinateDisplayList()
            ? nil : "its rendering cache keeps pixels of a drawing that changed since (a change missed the invalidation path)"
    }
}
