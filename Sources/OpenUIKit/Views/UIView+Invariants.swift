import Foundation

/// The invariants of a view tree's caches and unretained references, checked against a
/// recomputation from scratch — in the style of swift-collections' `_checkInvariants()`.
///
/// The engine keeps caches for speed (window paths, rendered extents, hit-test and render grids,
/// layout marks, the window's layer roots and damage) and holds views unretained in its walks and
/// caches (``UnretainedView``). The invalidation entries (`UIView+Invalidation.swift`) keep them
/// right; this says what "right" means, so that tests and fuzzers can catch a change that forgot an
/// entry. It walks the whole tree, so it never runs on its own: the test suite (TestHost, after each
/// input and each step of time) and both fuzzers (after every step) call it.
extension UIView {
    /// Traps, in a debug build, when ``_invariantViolations()`` finds any; does nothing in a release
    /// build. Call it on the root of a tree (usually the window).
    public func _checkInvariants() {
        #if DEBUG
        let violations = _invariantViolations()
        precondition(violations.isEmpty, "View tree invariants broken:\n" + violations.joined(separator: "\n"))
        #endif
    }

    /// The broken invariants of this view's subtree, one line each; empty when every cache agrees with
    /// a recomputation from scratch:
    ///
    /// - each subview names this view as its superview and appears once in ``subviews``; every
    ///   unretained reference (superview, layout mark, window path) names a live view — liveness is
    ///   known in debug builds only (``UnretainedView/isAlive``);
    /// - a valid cached ``WindowPath`` has the window, window subview, offset, transform flag and tint a
    ///   walk finds;
    /// - a view says it has a transform (``hasTransform``) exactly when its side storage holds one that
    ///   is not the identity;
    /// - a cached rendered extent is the one computed from scratch;
    /// - a hit-test or render grid holds, for each subview it indexes, the subview's current frame or
    ///   rendered extent;
    /// - a view or subtree that needs layout is marked in every ancestor, and each ancestor's note of
    ///   which subview (``SubviewsNeedingLayout``) finds it;
    /// - a window's count and indices of presentation containers are those of its subviews;
    /// - a valid cached trait collection (``TraitCache``) — a window's, or the controller's whose root
    ///   view a view is — is the one computed from its sources now;
    /// - a view has a ``RenderingCache`` only while it animates, and the cache keeps pixels only while
    ///   the subtree draws what they were rasterized from;
    /// - a view whose layer runs explicit animations is counted among the animated layers
    ///   (``CALayer/animatedLayerCount``), without which its presentation would not be read;
    /// - a view that says its area was damaged since the window's damage was last read
    ///   (``areaInvalidatedAt``) has that area — through the transforms on the way, if any — inside the
    ///   window's damage;
    /// - a view in a window and stamped as below a window whose damage covers every layer
    ///   (``windowCoverageStamp`` at the current ``windowCoverageEpoch``) is not the window, and the
    ///   window's damage covers every layer.
    public func _invariantViolations() -> [String] {
        var violations: [String] = []
        let extents = renderedExtentsFromScratch()
        if let superviewReference {
            if !superviewReference.isAlive {
                violations.append("\(name(of: self)): its superview was released")
            } else if !superviewReference.view.subviews.contains(where: { $0 === self }) {
                violations.append("\(name(of: self)): its superview does not list it")
            }
        }
        let start = pathFromScratch()
        var pending: [(view: UIView, path: ExpectedWindowPath)] = [(self, start)]
        while let (view, path) = pending.popLast() {
            view.checkLinks(into: &violations)
            view.checkWindowPath(expected: path, into: &violations)
            view.checkTransformStorage(into: &violations)
            view.checkExtentAndGrids(extents: extents, into: &violations)
            view.checkLayoutMarks(into: &violations)
            view.checkDamage(path: path, extents: extents, into: &violations)
            view.checkWindowCoverage(path: path, into: &violations)
            view.checkTraitCache(into: &violations)
            if let violation = view.renderingCacheViolation() { violations.append("\(name(of: view)): \(violation)") }
            if view.loadedLayer?.animationState != nil, CALayer.animatedLayerCount <= 0 {
                violations.append("\(name(of: view)): its layer animates but no animated layer is counted")
            }
            if let window = view as? UIWindow, view.superviewReference == nil { checkLayerRoots(of: window, into: &violations) }
            for subview in view.subviews where subview.superviewReference == UnretainedView(view) {
                pending.append((subview, path.below(subview)))
            }
        }
        return violations
    }

    /// This view's path, walked up without any cache.
    private func pathFromScratch() -> ExpectedWindowPath {
        var chain: [UIView] = [self]
        while let parent = chain[chain.count - 1].superviewReference, parent.isAlive { chain.append(parent.view) }
        let root = chain.removeLast()
        var path = ExpectedWindowPath(root: root, rootSubview: nil, offset: .zero, tint: root.storedTintColor)
        for view in chain.reversed() { path = path.below(view) }
        return path
    }

    /// Every rendered extent of the subtree, computed from the geometry alone (children first).
    private func renderedExtentsFromScratch() -> [ObjectIdentifier: CGRect] {
        var order: [UIView] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            order.append(view)
            pending.append(contentsOf: view.subviews)
        }
        var extents: [ObjectIdentifier: CGRect] = [:]
        for view in order.reversed() {
            var extent = view.ownRenderedArea
            if !view.clipsToBounds {
                for subview in view.subviews where !subview.isHidden {
                    extent = extent.union(subview.extentInSuperview(extents[ObjectIdentifier(subview)]
                        ?? subview.ownRenderedArea))
                }
            }
            extents[ObjectIdentifier(view)] = extent
        }
        return extents
    }

    private func name(of view: UIView) -> String {
        "\(type(of: view)) \(view.frame)"
    }

    private func checkLinks(into violations: inout [String]) {
        var seen = Set<ObjectIdentifier>()
        for subview in subviews {
            if !seen.insert(ObjectIdentifier(subview)).inserted {
                violations.append("\(name(of: self)): lists \(name(of: subview)) twice")
            }
            if subview.superviewReference != UnretainedView(self) {
                violations.append("\(name(of: subview)): is a subview of \(name(of: self)) but names another superview")
            }
        }
    }

    private func checkWindowPath(expected: ExpectedWindowPath, into violations: inout [String]) {
        guard let cached = windowPathCache, cached.isValid else { return }
        for reference in [cached.windowRoot, cached.rootSubview] {
            if let reference, !reference.isAlive {
                violations.append("\(name(of: self)): its window path names a released view")
                return
            }
        }
        let expectedWindow = expected.root as? UIWindow
        if cached.window !== expectedWindow { violations.append("\(name(of: self)): its window path has the wrong window") }
        if cached.windowSubview !== expected.rootSubview {
            violations.append("\(name(of: self)): its window path has the wrong window subview")
        }
        if cached.offset != expected.offset {
            violations.append("\(name(of: self)): its window path's offset is \(cached.offset), not \(expected.offset)")
        }
        if cached.transformed != expected.transformed {
            violations.append("\(name(of: self)): its window path says transformed \(cached.transformed), not \(expected.transformed)")
        }
        if cached.ownTintOrInherited != expected.tint { violations.append("\(name(of: self)): its window path has a stale tint") }
    }

    private func checkTransformStorage(into violations: inout [String]) {
        let stored = storedLayerTransform
        if hasTransform == CATransform3DIsIdentity(stored) {
            violations.append("\(name(of: self)): says hasTransform \(hasTransform) but its stored transform is \(stored)")
        }
    }

    /// Whether two extents are the same up to floating-point rounding: a cached extent is built up
    /// change by change, the recomputation in one pass, and the sums may differ in the last bits
    /// (55.4212427359072 against 55.42124273590719, found by the fuzzer) without anything being stale.
    private static func agreeWithinRounding(_ a: CGRect, _ b: CGRect) -> Bool {
        func close(_ x: CGFloat, _ y: CGFloat) -> Bool {
            x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        }
        return close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    private func checkExtentAndGrids(extents: [ObjectIdentifier: CGRect], into violations: inout [String]) {
        if let cached = cachedRenderedExtent, let expected = extents[ObjectIdentifier(self)],
           !Self.agreeWithinRounding(cached, expected) {
            violations.append("\(name(of: self)): its cached rendered extent is \(cached), not \(expected)")
        }
        if let grid = subviewHitTestGrid {
            checkGrid(grid, "hit-test", into: &violations) { UIView.hitTestGridRect(of: $0) }
        }
        if let grid = subviewRenderGrid {
            checkGrid(grid, "render", into: &violations) { subview in
                extents[ObjectIdentifier(subview)].map(subview.extentInSuperview)
            }
        }
    }

    private func checkGrid(_ grid: SubviewGrid, _ kind: String, into violations: inout [String],
                           rect: (UIView) -> CGRect?) {
        guard grid.indexedCount <= subviews.count, grid.indexedCount <= grid.rects.count else {
            violations.append("\(name(of: self)): its \(kind) grid indexes more subviews than there are")
            return
        }
        for index in 0..<grid.indexedCount where grid.rects[index] != rect(subviews[index]) {
            violations.append("\(name(of: self)): its \(kind) grid has a stale rectangle for \(name(of: subviews[index]))")
        }
        // Subviews moved in the grid (an animation's steps) left and entered cells one by one.
        if !grid.cellsMatchRects {
            violations.append("\(name(of: self)): its \(kind) grid's cells do not list the subviews their rectangles touch")
        }
    }

    private func checkLayoutMarks(into violations: inout [String]) {
        if needsLayout && !subtreeNeedsLayout { violations.append("\(name(of: self)): needs layout, unmarked subtree") }
        if case .one(let marked) = subviewsNeedingLayout {
            if !marked.isAlive {
                violations.append("\(name(of: self)): its layout mark names a released view")
            } else if marked.view.superviewReference != UnretainedView(self) {
                violations.append("\(name(of: self)): its layout mark names a view that is not its subview")
            }
        }
        for subview in subviews where subview.subtreeNeedsLayout {
            let found: Bool
            switch subviewsNeedingLayout {
            case .none: found = false
            case .one(let marked): found = marked == UnretainedView(subview)
            case .several: found = true
            }
            if !subtreeNeedsLayout || !found {
                violations.append("\(name(of: self)): \(name(of: subview)) needs layout but the next pass would miss it")
            }
        }
    }

    private func checkDamage(path: ExpectedWindowPath, extents: [ObjectIdentifier: CGRect], into violations: inout [String]) {
        guard areaInvalidatedAt == WindowDamage.readCount, let window = path.root as? UIWindow,
              let extent = extents[ObjectIdentifier(self)] else { return }
        let area = extent.applying(path.transform).intersection(window.bounds)
        guard !area.isNull, !area.isEmpty else { return }
        var damaged = CGRect.null
        for entry in window.damage.entries { damaged = damaged.union(entry.rect) }
        // Compared within a millionth of a point: transforms composed in another order round
        // differently in the last bits, and a rectangle kept as origin and size rounds its far edge
        // when a union moves its origin (a window whose extent reached 688 points past its left edge
        // was damaged to 851.9999999999998 of its 852, `script/fuzz-events` seed 2320391405305698038).
        damaged = damaged.insetBy(dx: -1e-6, dy: -1e-6)
        // The corners compared by hand: Foundation's `contains(_:)` compares a union with the damage,
        // whose far edge rounds again (a damage to 121.000001 did not "contain" an area ending at 121).
        if damaged.minX > area.minX || damaged.minY > area.minY || damaged.maxX < area.maxX || damaged.maxY < area.maxY {
            violations.append("\(name(of: self)): says its area \(area) is damaged, but the damage is \(damaged)")
        }
    }

    private func checkWindowCoverage(path: ExpectedWindowPath, into violations: inout [String]) {
        guard windowCoverageStamp == UIView.windowCoverageEpoch else { return }
        // Out of every window, a stamp is harmless: a geometry change there damages nothing anyway,
        // and entering a window moves the epoch on.
        guard let window = path.root as? UIWindow else { return }
        if window === self || !window.damage.coversEveryLayer(window.storedBounds) {
            violations.append("\(name(of: self)): stamped as below a window redrawing all, but the damage is \(window.damage.entries)")
        }
    }

    /// The window's cached traits, and those of the controller whose root view this is, against a
    /// recomputation (a controller's from its parent's, presentation's or window's traits, which are
    /// checked where their own views are).
    private func checkTraitCache(into violations: inout [String]) {
        if let window = self as? UIWindow, let cached = window.traitCache.traits, let runtime = window.application.runtime,
           cached != runtime.traits(on: window.screen) {
            violations.append("window: its cached traits are stale")
        }
        if let controller = viewDelegate as? UIViewController, let cached = controller.traitState.cache.traits,
           cached != controller.computedTraitCollection {
            violations.append("\(name(of: self)): its controller's cached traits are stale")
        }
    }

    private func checkLayerRoots(of window: UIWindow, into violations: inout [String]) {
        var indices: [Int] = []
        for (index, subview) in window.subviews.enumerated() where subview is PresentationContainerView {
            indices.append(index)
        }
        if window.presentationContainerCount != indices.count {
            violations.append("window: counts \(window.presentationContainerCount) presentation containers, has \(indices.count)")
        }
        if let cached = window.cachedLayerRootIndices, cached != indices {
            violations.append("window: its layer roots are at \(cached), not \(indices)")
        }
    }
}

