import Foundation

/// The one invalidation path: every change to what a view shows, or where, reaches the caches of its
/// tree and its window's record of what to draw again (``WindowDamage``) through the entry for its
/// kind, and nothing else touches those caches. A setter says what changed; the entry knows which
/// caches that makes stale and in what order.
///
/// - **Geometry** (`frame`, `bounds`, `center`, and `transform` with ``transformDidChange()`` after):
///   ``geometryWillChange()`` before and
///   ``geometryDidChange(oldCenter:oldBounds:)`` after — the old and new areas are damaged, every
///   cached ``WindowPath`` goes stale, the rendered extents up the tree and the superview's grids
///   (``SubviewGrid``) are dropped; a new bounds origin or size re-records the content, a new size
///   marks layout and autoresizes the subviews.
/// - **Content** (``setNeedsDisplay()``: background color, content mode, a control's state…; a tint
///   change, ``tintDidChange()``): the recorded content, and the area once per frame.
/// - **Visibility** (`alpha`, `isHidden`, `clipsToBounds`): ``visibilityWillChange()`` before, when
///   the drawn area may shrink, and ``visibilityDidChange(extentChanged:)`` after.
/// - **Order** (`bringSubviewToFront`, `sendSubviewToBack`, `exchangeSubview`, a move within the same
///   superview): ``subviewOrderDidChange(damaging:)``.
/// - **Hierarchy** (`addSubview`, `insertSubview…`, `removeFromSuperview`): ``detachSubview(_:)`` and
///   ``attachSubview(_:at:)`` change ``subviews`` and the subview's superview together, with the layout
///   marks (``SubviewsNeedingLayout``), grids, extents, window layers and window paths.
///
/// - **Traits** (what a trait collection is computed from): a change that may reach every trait
///   collection — an override of the interface style or of a child's traits, a window's screen, the
///   runtime's appearance, the screen's orientation — goes to ``traitSourcesDidChange()``, which makes
///   every cached trait collection (``TraitCache``) stale; one that reaches a controller and those whose
///   traits come from its — a parent, a root view, a presentation and its style, its presenter — to
///   ``UIViewController/traitSourcesDidChange()``; a hierarchy change that takes views out of their
///   window (to another or to none) to ``subtreeDidLeaveWindow()``, for the controllers whose root
///   views left. Any other move changes no cached traits: a view's own are computed when read, and a
///   controller keeps its traits only while its view is in a window (see
///   ``UIViewController/traitCollection``), so one whose view enters a window had none to drop.
///
/// - **Layers** (a property of the view's ``layer`` it draws, `UIView+Layer.swift`):
///   ``layerWillChange()`` before and ``layerDidChange()`` after; for a standalone layer drawn in the
///   view, ``layerAreaWillChange(_:)`` and ``layerAreaDidChange(_:)`` with the layer's extent in the
///   view's coordinates — its old and new areas are damaged, and the extents up the tree dropped.
///
/// Each entry also drops the pixels of the cached renderings that hold the changed drawing — the view's
/// own and its animating ancestors' (``RenderingCache``, ``renderingCachesDidChange(includingSelf:)``) —
/// except where only the view's own place, transform or alpha moves, which its cache composites.
///
/// Layout marks have their own public entry, UIKit's ``setNeedsLayout()``.
///
/// What the caches must agree with — each one a recomputation from scratch, every unretained reference
/// a live view, the damage covering every pixel that changed — is written down once, as code:
/// ``UIView/_checkInvariants()``, which the test suite and both fuzzers run after every step.
extension UIView {
    // MARK: Geometry

    /// The view's geometry is about to change: its current area is damaged, and every cached
    /// ``WindowPath`` goes stale (the view, and everything inside it, may move). Returns whether its
    /// window will draw every layer again anyway (``WindowDamage/coversEveryLayer(_:)``), the view not
    /// being the window: the damage only grows until a frame reads it, so the new area needs none
    /// either (``geometryDidChange(oldCenter:oldBounds:windowRedrawsAll:)``).
    ///
    /// A view that is, or whose superview is, known to be below such a window
    /// (``isKnownBelowWindowRedrawingAll``: a walk found it, or the engine's write-back placed it)
    /// takes ``geometryWillChangeInWindowRedrawingAll()`` without walking: a button's title label set
    /// in its `layoutSubviews()` right after the engine placed the button.
    @discardableResult
    func geometryWillChange() -> Bool {
        if UIView.animatingViewCount == 0 && isKnownBelowWindowRedrawingAll { return geometryWillChangeInWindowRedrawingAll() }
        return invalidateRenderedArea()
    }

    /// ``geometryWillChange()`` for a view its caller knows to be below a window whose damage already
    /// covers every layer, while no view animates: what the walk to the window would find, without
    /// the walk — the cached paths go, the view's area counts as invalidated (inside the damage), and
    /// the window redraws all. The Auto Layout engine's frame write-back after a window resize checks
    /// the window once for a thousand frames (docs/Performance.md, "Session 14 — layout speed").
    func geometryWillChangeInWindowRedrawingAll() -> Bool {
        UIView.invalidateWindowPaths()
        areaInvalidatedAt = WindowDamage.readCount
        noteBelowWindowRedrawingAll()
        return true
    }

    /// The view's geometry changed from `oldCenter` and `oldBounds` (with nothing run in between):
    /// the caches that depend on it go, and the new area is damaged — unless `windowRedrawsAll`
    /// (what ``geometryWillChange()`` returned): a window resize moves every view that follows its
    /// size, and the second walk to the window for each found nothing to add (docs/Performance.md,
    /// "Session 13 — layout speed").
    func geometryDidChange(oldCenter: CGPoint, oldBounds: CGRect, windowRedrawsAll: Bool = false) {
        modelDidChangeUnderLayerAnimations()
        let sizeChanged = oldBounds.size != storedBounds.size
        if sizeChanged || oldCenter != storedCenter {
            frameDidChange()
            // The storage's flags read where they are, not through a binding: one held across the
            // calls below was retained for them, for each of a relayout's thousand buttons.
            // Its autoresizing constraints take the new frame at the engine's next pass, as UIKit's
            // — in the same `layoutIfNeeded()` when a superview's `layoutSubviews()` moved it after
            // the engine ran (a presentation's container placing the presented view).
            if autoLayoutStorage?.hasAutoresizingConstraints == true {
                superview?.setNeedsLayout()
                hierarchyLayoutEngine?.pinnedFrameDidChange()
            }
            // Constrained views inside it are placed in the engine's root coordinates, through the
            // frames of the superviews on their way up, which UIKit's engine holds: a move of one (a
            // presented sheet sliding away) re-places them at the next pass, without laying out this
            // view itself, as UIKit lays out a view whose size changed, not one that only moved (a
            // new size marks it below).
            if !sizeChanged, autoLayoutStorage?.subtreeHoldsConstrainedItems == true { markSubtreeNeedsLayout() }
        } else {
            renderedExtentDidChange()
        }
        // The content is recorded in bounds coordinates: a new origin re-records it (the area is
        // damaged below, so no walk to the window here).
        if sizeChanged || oldBounds.origin != storedBounds.origin { cachedContent = nil }
        if sizeChanged {
            setNeedsLayout()
            if autoresizesSubviews {
                let oldSize = oldBounds.size
                UnretainedView.forEach(in: subviews) { $0.resize(withOldSuperviewSize: oldSize) }
            }
        }
        if windowRedrawsAll && UIView.animatingViewCount == 0 {
            UIView.invalidateWindowPaths()
        } else {
            invalidateRenderedArea()
        }
    }

    /// The view's transform changed (with ``geometryWillChange()`` before): its frame — the bounding
    /// box of the transformed bounds — and where it is drawn moved, so the caches that depend on them
    /// go as for a new frame, and the new area is damaged. The content, recorded in bounds
    /// coordinates, stays.
    func transformDidChange() {
        modelDidChangeUnderLayerAnimations()
        frameDidChange()
        invalidateRenderedArea()
    }

    /// The transform of a view its window composites as a layer of its own (a card's presenter,
    /// ``UIWindow/layeredPresenterIndex()``) changed; before the change it covered `oldArea` (window
    /// coordinates). The caches that depend on where it is go as for ``transformDidChange()``, but no
    /// pixel is drawn again: the compositor scales the pixels it keeps, as Core Animation composites a
    /// transformed layer from its backing store, so only the area that shows changed is damaged.
    func compositedTransformDidChange(in window: UIWindow, from oldArea: CGRect) {
        modelDidChangeUnderLayerAnimations()
        frameDidChange()
        UIView.invalidateWindowPaths()
        window.addShownDamage(oldArea.union(extentInSuperview(renderedExtent)), of: self)
    }

    /// The presenter's corners changed and the compositor rounds them (``cornerCompositingWindow(clipping:)``):
    /// its recorded content, with the background's corners, goes; no pixel of its layer is drawn
    /// again; what shows of it is damaged.
    func compositedCornersDidChange(in window: UIWindow) {
        cachedContent = nil
        window.addShownDamage(extentInSuperview(renderedExtent), of: self)
    }

    /// The look of a card's presenter (``setCardLook(_:)``) changed at once — its transform when
    /// `moved`, its clip and corners — while the window composites all of it: what
    /// ``compositedTransformDidChange(in:from:)``, ``clipsToBoundsDidChange(from:)`` and
    /// ``compositedCornersDidChange(in:)`` do one after the other, with one walk up the tree and one
    /// damage of what shows (the area shown before, `oldArea`, and after).
    func compositedLookDidChange(in window: UIWindow, from oldArea: CGRect, moved: Bool) {
        cachedContent = nil
        modelDidChangeUnderLayerAnimations()
        if moved {
            frameDidChange()
            UIView.invalidateWindowPaths()
        } else {
            renderedExtentDidChange()
        }
        window.addShownDamage(oldArea.union(extentInSuperview(renderedExtent)), of: self)
    }

    /// ``clipsToBounds`` is about to change to `newValue`: the area drawn now is damaged — only where it
    /// shows when the compositor clips this view (``cornerCompositingWindow(clipping:)``).
    func clipsToBoundsWillChange(to newValue: Bool) {
        guard cornersComposited(clipping: newValue), let window = cornerCompositingWindow(clipping: clipsToBounds)
        else { return visibilityWillChange() }
        window.addShownDamage(extentInSuperview(renderedExtent), of: self)
    }

    /// ``clipsToBounds`` changed from `oldValue`: the extents up the tree go and the area drawn now is
    /// damaged — only where it shows when the compositor clips this view. A new extent (subviews past
    /// the bounds) draws the layer whole all the same: its place changed.
    func clipsToBoundsDidChange(from oldValue: Bool) {
        guard cornersComposited(clipping: clipsToBounds), let window = cornerCompositingWindow(clipping: oldValue)
        else { return visibilityDidChange(extentChanged: true) }
        modelDidChangeUnderLayerAnimations()
        renderedExtentDidChange()
        window.addShownDamage(extentInSuperview(renderedExtent), of: self)
    }

    /// The view's frame (its place or size in the superview) changed: the cached extents, and the
    /// superview's grids, no longer hold.
    private func frameDidChange() {
        renderedExtentDidChange()
        // Unretained: a laid-out view's superview has a side table (constraints refer to it weakly), so
        // each retain and release took the runtime's slow path (docs/Performance.md, "Session 12 —
        // layout speed").
        guard let parentStep = superviewReference else { return }
        unowned(unsafe) let superview = parentStep.view
        if let grid = superview.subviewHitTestGrid, !UIView.isAdded(self, inFrontOf: grid, among: superview.subviews) {
            superview.dropOrShorten(grid, movedFrom: self)
        }
    }

    /// `moved`, one of the subviews `grid` indexes, changed its frame: the grid is dropped — unless
    /// `moved` is among the few frontmost subviews it indexes, which the grid then stops indexing with
    /// those in front of it (they become candidates everywhere, ``SubviewGrid/forgetIndexes(from:)``):
    /// a card's presenter, scaled back and forward in front of a window's buttons and behind the
    /// card's container on each presentation, made the next click rebuild the window's grid (300k
    /// instructions of the card's modal cycle, docs/Performance.md "Session 13 — the card sheet's modal
    /// cycle").
    private func dropOrShorten(_ grid: SubviewGrid, movedFrom moved: UIView) {
        var index = min(grid.indexedCount, subviews.count) - 1
        let last = index - Self.forgettableFrontSubviews
        while index >= 0, index > last {
            if subviews[index] === moved { return grid.forgetIndexes(from: index) }
            index -= 1
        }
        subviewHitTestGrid = nil
    }

    /// How many of the frontmost subviews a hit-test grid may stop indexing when one of them moves:
    /// each is then tested for every point, which costs little for so few.
    private static let forgettableFrontSubviews = 4

    // MARK: Content

    /// Marks the view's content to be recorded again before the next frame.
    ///
    /// Only the first call between two frames (two reads of the window's damage,
    /// ``UIWindow/takeDirtyRect()`` or ``UIWindow/takeLayers()``) walks to the window to mark the
    /// view's area dirty: until a frame takes that area, it stays dirty, and a view that moves meanwhile
    /// marks its new area itself. A button's state change calls this several times for the button and
    /// its title (issue 7's click profile).
    public func setNeedsDisplay() {
        cachedContent = nil
        guard areaInvalidatedAt != WindowDamage.readCount else {
            // Caches exist only on animating views: with none animating, a click's repeated calls pay
            // one test of the count of animating views.
            if UIView.animatingViewCount > 0 { renderingCachesDidChange(includingSelf: true) }
            return
        }
        invalidateRenderedArea(movingViews: false)
    }

    /// The effective tint of this view changed: tells it and the descendants that inherit its tint,
    /// parents before children (their cached paths, which hold the tint, and their content go), then
    /// damages the whole subtree's area once — the view's rendered area covers its descendants', and one
    /// invalidation per view cost a walk to the window each, quadratic in a deep tree. A loop with an
    /// explicit stack, not recursion, so a 10,000-deep tree cannot overflow the stack (issue 8).
    /// `adjustmentChanged`: the effective ``tintAdjustmentMode`` changed rather than the tint, so the
    /// descendants told are those that inherit the mode.
    func tintDidChange(adjustmentChanged: Bool = false) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.windowPathCache = nil
            view.tintColorDidChange()
            view.cachedContent = nil
            pending.append(contentsOf: view.subviews.reversed().lazy.filter { subview in
                adjustmentChanged ? !subview.hasOwnTintAdjustmentMode : subview.storedTintColor == nil
            })
        }
        redrawRenderedArea()
    }

    // MARK: Visibility

    /// The view's visibility is about to change in a way that may shrink what it draws (clipping):
    /// the area drawn now is damaged. No view moves, so the cached paths stay.
    func visibilityWillChange() {
        invalidateRenderedArea(movingViews: false)
    }

    /// The view's alpha, hiding or clipping changed: its area is damaged (no view moved, so the cached
    /// paths stay); `extentChanged` when what it draws grew or shrank (hiding, clipping), which drops
    /// the rendered extents up the tree.
    func visibilityDidChange(extentChanged: Bool) {
        modelDidChangeUnderLayerAnimations()
        if extentChanged { renderedExtentDidChange() }
        invalidateRenderedArea(movingViews: false)
    }

    // MARK: Presentation

    /// What the view draws (its presentation values, see `UIView+Presentation.swift`) is about to
    /// change: the area drawn now is damaged. No model value changes, so the cached paths stay.
    func presentationWillChange() {
        renderingCachesDidChange(includingSelf: false)
        invalidatePresentedArea(orModelArea: true)
    }

    /// What the view draws changed: its extent, which covers the drawn area, goes up the tree (with the
    /// superviews' render grids); the content, recorded with the drawn bounds and background, goes when
    /// `contentChanged`; the area drawn now is damaged.
    func presentationDidChange(contentChanged: Bool) {
        presentationChangeDidDropCaches(contentChanged: contentChanged)
        invalidatePresentedArea(orModelArea: true)
    }

    /// A step of the view's running animations (``AnimationGroup``) is about to change what it draws:
    /// where it is drawn now, for ``presentationDidStep(contentChanged:ownExtentChanged:from:animations:)`` to damage together with
    /// where it is drawn after. A step damages the two areas as one, with one walk to the window: the
    /// window's record unions them anyway, and the walk, the path and the damage record cost a moving
    /// view as much as its drawing did (docs/Performance.md, "Session 12 — animation speed").
    ///
    /// `animations`: the view's running animations (``runningAnimations``), read once by the step for
    /// this and ``presentationDidStep(contentChanged:ownExtentChanged:from:animations:)``.
    func presentationWillStep(_ animations: [PropertyAnimation]) -> PresentedArea? {
        presentedArea(animations)
    }

    /// A step of the view's animations changed what it draws (``presentationWillStep(_:)`` returned where
    /// it was drawn, `before`): the caches go as for any change of the presentation, and the area drawn
    /// before and after is damaged once; with no animation left on it or its ancestors, the model area,
    /// as ``presentationDidChange(contentChanged:)`` does. A step that only moved the view, composited
    /// from its cached rendering on the same whole device pixels of the window's layers before and after
    /// (``PresentedArea/pixelOrigin``), damages nothing: no pixel changed, as Core Animation composites
    /// a layer snapped to the same device pixels unchanged. The damage of the steps that do change its
    /// pixels covers where it was last drawn, since each starts where the one before ended.
    ///
    /// `ownExtentChanged`: the step may have changed the area the view itself covers (its presented
    /// bounds, or an animation ended); a step that only moves, turns or fades it keeps its own extent
    /// (its bounds, in its own coordinates), and only its ancestors' go.
    ///
    /// The superview's render grid keeps the view, moved to where it is drawn now
    /// (``SubviewGrid/move(_:to:)``), rather than being dropped: every animating subview of a
    /// 1000-button window steps in every frame, and the grid was built again for each.
    ///
    /// `animations`: the view's running animations as the step left them, when it read them before
    /// (none ended, so the same objects, stepped); nil to read them again.
    func presentationDidStep(contentChanged: Bool, ownExtentChanged: Bool, from before: PresentedArea?,
                             animations: [PropertyAnimation]?) {
        presentationChangeDidDropCaches(contentChanged: contentChanged, ownExtentChanged: ownExtentChanged,
                                        keepingSuperviewRenderGrid: true)
        let after = presentedArea(animations)
        moveInSuperviewRenderGrid(drawnArea: after)
        guard let after else {
            if let before { damagePresentedArea(before) }
            invalidateRenderedArea(movingViews: false)
            return
        }
        guard let before, before.outermost == after.outermost else {
            if let before { damagePresentedArea(before) }
            return damagePresentedArea(after)
        }
        // A view that only moves and is composited on the same whole device pixels as before the step
        // changes no pixel: nothing is damaged (most frames of a slow move at 1×; animate-grid's buttons
        // move 12 points in 60 frames, so two frames in three drew the whole window again for nothing).
        if let pixelOrigin = after.pixelOrigin, pixelOrigin == before.pixelOrigin { return }
        // An area of nil: the window is to be drawn whole already, and nothing adds to that. No
        // `Optional.map`: a main-actor closure checks its executor on every call.
        guard var drawn = after.area else { return }
        if let area = before.area { drawn = drawn.union(area) }
        damagePresentedArea(PresentedArea(outermost: after.outermost, area: drawn))
    }

    /// The caches a change of what the view draws makes stale: its extent, which covers the drawn area,
    /// up the tree (with the superviews' render grids); the content, recorded with the drawn bounds and
    /// background, when `contentChanged`; and the cached renderings that hold the drawing.
    private func presentationChangeDidDropCaches(contentChanged: Bool, ownExtentChanged: Bool = true,
                                                 keepingSuperviewRenderGrid: Bool = false) {
        renderedExtentDidChange(includingSelf: ownExtentChanged, keepingSuperviewRenderGrid: keepingSuperviewRenderGrid)
        if contentChanged { cachedContent = nil }
        // A cached rendering holds this view's drawing only if it is an ancestor's, or its own content
        // changed; its own move, turn or fade is applied when compositing.
        renderingCachesDidChange(includingSelf: contentChanged)
    }

    /// Moves this view in its superview's render grid to the area it covers there now
    /// (``extentInSuperview(_:)`` of its ``renderedExtent``), which is `drawn`'s when the view is the
    /// outermost animating one (the step computed it already); the superview drops a grid the move
    /// cannot keep exact. A view the grid does not index (added in front of those it does) changes
    /// nothing: it is a candidate everywhere.
    private func moveInSuperviewRenderGrid(drawnArea drawn: PresentedArea?) {
        guard let parentStep = superviewReference else { return }
        // Unretained, as the extent walk's locals (``UnretainedView`` asserts the superview is alive in
        // debug builds): every animating view's step calls this each frame, and a superview has a side
        // table, so retaining it takes the runtime's slow path — paid for as part of animate-grid's step
        // (docs/Performance.md, "Session 13 — animation speed"), not measured on its own.
        unowned(unsafe) let parent = parentStep.view
        // The subviews read once, and the test made on them rather than by a method of the parent,
        // which would retain it first (docs/Performance.md, "Session 14 — animation speed").
        let subviews = parent.subviews
        guard let grid = parent.subviewRenderGrid, !UIView.isAdded(self, inFrontOf: grid, among: subviews) else { return }
        var area: CGRect?
        if let drawn, drawn.outermost == UnretainedView(self) { area = drawn.area }
        guard let index = grid.indexedPosition(of: self, in: subviews),
              grid.move(index, to: area ?? extentInSuperview(renderedExtent)) else {
            parent.subviewRenderGrid = nil
            return
        }
    }

    /// Damages where this view's subtree is drawn while it or an ancestor animates
    /// (``presentedArea(_:)``). With none animating (the view's last animation just ended), the model
    /// area when `orModelArea`.
    private func invalidatePresentedArea(orModelArea: Bool) {
        if let area = presentedArea() { return damagePresentedArea(area) }
        if orModelArea { invalidateRenderedArea(movingViews: false) }
    }

    /// Where this view's subtree is drawn while it or an ancestor animates: the area of the outermost
    /// animating one among them, whose extent covers the others' drawn areas, at both its model and its
    /// drawn place (``UIView/extentInSuperview(_:)``). Its ancestors do not animate, so their model
    /// offsets are where they are drawn. Nil when none animates; an area of nil when the window is to be
    /// drawn whole already (``WindowDamage/coversEveryLayer(_:)``), so the extents are not computed.
    ///
    /// The walk's views are read unretained (``UnretainedView``, whose `view` asserts liveness in debug
    /// builds): the walk runs no other code, so the tree keeps them alive. Part of the step measured
    /// on `benchmarks animate-grid` as "one damage a step" (17.2 M → 15.7 M instructions a frame,
    /// docs/Performance.md "Session 12 — animation speed"), which runs this for every moving view on
    /// every frame; not measured apart from the rest of that step.
    private func presentedArea(_ animations: [PropertyAnimation]? = nil) -> PresentedArea? {
        var outermost = hasRunningAnimations ? UnretainedView(self) : nil
        var step = UnretainedView(self)
        while let parent = step.superview {
            if parent.view.hasRunningAnimations { outermost = parent }
            step = parent
        }
        guard let outermost else { return nil }
        unowned(unsafe) let root = step.view
        let inWindow = type(of: root) is UIWindow.Type
        // The stored bounds: the overridable `bounds` is a dynamic call, for which the window is retained
        // (by the slow path: it has a side table), twice in every step of every moving view.
        if inWindow, unsafeDowncast(root, to: UIWindow.self).damage.coversEveryLayer(root.storedBounds) {
            return PresentedArea(outermost: outermost, area: nil)
        }
        // Most often the view itself (a moving view among resting ancestors): asked of `self`, which a
        // method holds without a retain, where a call on the unretained `view` retains it first. The
        // caller's animations are this view's: only its own area may use them.
        if outermost == UnretainedView(self) {
            // A view that only moves, in a window whose layers' scale is known: where it is drawn, once
            // for its area and its whole device pixel. Stored values are read from the unretained
            // window, no method is called on it (which would retain it).
            if inWindow, let scale = unsafeDowncast(root, to: UIWindow.self).layerScale,
               unsafeDowncast(root, to: UIWindow.self).layeredPresenter == nil, let animations, onlyMoves(animations),
               let parent = superviewReference {
                let drawn = presentedOffsetInSuperview(animations)
                return PresentedArea(outermost: outermost, area: untransformedExtentInSuperview(renderedExtent, drawnAt: drawn),
                                     pixelOrigin: UIView.snappedPixelOrigin(drawn, in: parent, scale: scale,
                                                                          rootOrigin: root.storedBounds.origin))
            }
            return PresentedArea(outermost: outermost, area: extentInSuperview(renderedExtent, animations: animations))
        }
        unowned(unsafe) let view = outermost.view
        return PresentedArea(outermost: outermost, area: view.extentInSuperview(view.renderedExtent, animations: nil))
    }

    /// Whether every one of the view's running `animations` moves it (its center) and nothing else,
    /// with no transform on it and no layer animation: a window's layer draws it from its cached
    /// rendering, its pixels copied to the whole device pixel nearest to where it is drawn.
    private func onlyMoves(_ animations: [PropertyAnimation]) -> Bool {
        guard !hasTransform, layerPresentation == nil else { return false }
        // By index: a `for … in` loop retains each animation it hands out.
        for index in animations.indices where animations[index].property != .center { return false }
        return true
    }

    /// The whole device pixel that a view drawn at `drawn` in `parent` (``onlyMoves(_:)``) has its
    /// bounds origin composited at in its window's layers drawn at `scale` (``UIWindow/layerScale``): the
    /// renderer places a cached rendering on the nearest whole device pixel
    /// (`CairoCanvas+CachedRendering.swift`, as Core Animation snaps a layer's position), so two steps
    /// that give the same pixel draw the same pixels. `rootOrigin`: the window's bounds origin, where
    /// the layers' frame coordinates start.
    ///
    /// Nil under a transformed ancestor (sampled, not copied), or when a coordinate lies within a hair
    /// of a half pixel, where the renderer, which adds the same offsets in another order, might round
    /// the other way. One floor a coordinate, no `rounded()`, a call into the C library.
    private static func snappedPixelOrigin(_ drawn: CGPoint, in parent: UnretainedView, scale: CGFloat,
                                           rootOrigin: CGPoint) -> SIMD2<Double>? {
        let path = UIView.pathToRoot(from: parent)
        guard !path.transformed else { return nil }
        let shifted = SIMD2(Double((path.offset.x + drawn.x - rootOrigin.x) * scale) + 0.5,
                            Double((path.offset.y + drawn.y - rootOrigin.y) * scale) + 0.5)
        let snapped = shifted.rounded(.down)
        let fraction = shifted - snapped
        let tie = 1e-6
        guard fraction.x > tie, fraction.x < 1 - tie, fraction.y > tie, fraction.y < 1 - tie else { return nil }
        return snapped
    }

    /// Damages `presented` in the window. A root is drawn at its bounds origin, animating or not. The
    /// outermost view is read unretained, as in ``presentedArea(_:)`` and for the same measured reason.
    private func damagePresentedArea(_ presented: PresentedArea) {
        guard let area = presented.area else { return }
        unowned(unsafe) let view = presented.outermost.view
        guard let parent = view.superviewReference else { return view.redrawModelArea() }
        // The parent's path walked from the unretained reference, and an untransformed path's offset
        // applied here: each call of a method on the parent (most often the window, whose retains take
        // the slow path of its side table) retained it first, twice a step of every moving view
        // (docs/Performance.md, "Session 14 — animation speed").
        let path = UIView.pathToRoot(from: parent)
        let root = path.root.view
        guard type(of: root) is UIWindow.Type else { return }
        let window = unsafeDowncast(root, to: UIWindow.self)
        let rect = path.transformed ? parent.view.rectInRoot(area, offset: path.offset, transformed: true)
            : area.offsetBy(dx: path.offset.x, dy: path.offset.y)
        if let rootSubview = path.rootSubview {
            window.addDirtyRect(rect, drawnIn: rootSubview.view)
        } else if view === self {
            window.addDirtyRect(rect, drawnIn: self)
        } else {
            window.addDirtyRect(rect, drawnIn: view)
        }
    }

    // MARK: Layers

    /// A property the view's layer draws (corners, border, shadow, mask, contents) is about to
    /// change: the area drawn now is damaged. No view moves, so the cached paths stay.
    func layerWillChange() {
        invalidateRenderedArea(movingViews: false)
    }

    /// A property the view's layer draws changed: the content, which holds the layer's backdrop and
    /// border, is recorded again; the extent (a shadow reaches past the bounds) goes up the tree; the
    /// area drawn now is damaged.
    func layerDidChange() {
        cachedContent = nil
        renderedExtentDidChange()
        invalidateRenderedArea(movingViews: false)
    }

    /// A standalone layer drawn in this view, covering `area` (in this view's bounds coordinates), is
    /// about to change: that area is damaged.
    func layerAreaWillChange(_ area: CGRect) {
        invalidateArea(area)
    }

    /// A standalone layer drawn in this view changed and now covers `area`: the extents up the tree
    /// (which hold the layer's) go, and the area is damaged.
    func layerAreaDidChange(_ area: CGRect) {
        renderedExtentDidChange()
        invalidateArea(area)
    }

    /// Tells the window `area`, in this view's bounds coordinates, must be drawn again; inside an
    /// animating view, where the subtree is drawn too.
    private func invalidateArea(_ area: CGRect) {
        guard !area.isNull else { return }
        let path = pathToRoot()
        let root = path.root.view
        guard type(of: root) is UIWindow.Type else { return }
        let window = unsafeDowncast(root, to: UIWindow.self)
        window.addDirtyRect(area.offsetBy(dx: path.offset.x, dy: path.offset.y), drawnIn: path.rootSubview?.view)
        if UIView.animatingViewCount > 0 {
            renderingCachesDidChange(includingSelf: true)
            invalidatePresentedArea(orModelArea: false)
        }
    }

    // MARK: Order

    /// The order of the subviews changed (they are the same views): the grids, which name subviews by
    /// index, and the window's layer roots go; `view`'s area is damaged (no view moved).
    func subviewOrderDidChange(damaging view: UIView) {
        subviewHitTestGrid = nil
        subviewRenderGrid = nil
        layerRootsDidChange()
        view.invalidateRenderedArea(movingViews: false)
    }

    // MARK: Hierarchy

    /// Takes `view`, a subview, out of ``subviews`` and clears its superview, after damaging its area:
    /// the cached paths go stale, and so do this view's extent, grids and layout mark for it, and, when
    /// the view is `leavingWindow` (it will not be in the window it was in), the traits its controllers
    /// keep (``subtreeDidLeaveWindow()``).
    func detachSubview(_ view: UIView, leavingWindow: Bool) {
        // Constraints that mention the view's subtree leave the hierarchy's engine at its next pass.
        layoutEngineNeedsFullSync()
        view.invalidateRenderedArea()
        removeFromSubviews(view)
        view.superviewReference = nil
        UIView.invalidateWindowPaths(keepingPathOf: self)
        if leavingWindow { view.subtreeDidLeaveWindow() }
    }

    /// Puts `view`, which has no superview, into ``subviews`` at `index` (clamped to the valid range,
    /// as UIKit does) and makes this view its superview. The area is not damaged here: the caller does
    /// it after the move's callbacks, from the view's new path.
    ///
    /// A detached leaf changes no other view's path (its own, cached as a root, is stale), so only
    /// its own cache goes: the chain of adds that builds a deep tree from the root down keeps its
    /// parent's path, and each add costs O(1), not a walk up (issue 8). Any other move may change
    /// many paths.
    func attachSubview(_ view: UIView, at index: Int, hadSuperview: Bool) {
        insertIntoSubviews(view, at: index)
        view.superviewReference = UnretainedView(self)
        UIView.subviewAttachCount &+= 1
        if hadSuperview || !view.subviews.isEmpty {
            UIView.invalidateWindowPaths(keepingPathOf: self)
        } else {
            view.windowPathCache = nil
        }
    }

    /// Moves `view`, already a subview, to `index` among the subviews (clamped): an order change,
    /// which damages its area and moves no view.
    func moveSubview(_ view: UIView, to index: Int) {
        removeFromSubviews(view)
        insertIntoSubviews(view, at: index)
        view.invalidateRenderedArea(movingViews: false)
    }

    /// Makes every cached ``WindowPath`` stale: a view moved, or one that cached paths may name (a
    /// superview with subviews, a window) is being released.
    static func invalidateWindowPaths() {
        windowPathGeneration &+= 1
    }

    /// ``invalidateWindowPaths()`` for a move of one of `view`'s subviews, which moves neither `view`
    /// nor its ancestors: `view`'s path, when it was valid, stays valid, so the walks that follow the
    /// move — the moved view's own, its subviews' when they are drawn — take one step to it instead of
    /// walking up to the window (docs/Performance.md, "Session 14 — the modal cycle").
    static func invalidateWindowPaths(keepingPathOf view: UIView) {
        let generation = windowPathGeneration
        windowPathGeneration &+= 1
        guard var kept = view.windowPathCache, kept.generation == generation else { return }
        kept.generation = windowPathGeneration
        view.windowPathCache = kept
    }

    // MARK: Traits

    /// Something every trait collection may be computed from changed (see the list above): every
    /// cached one (``TraitCache``) goes stale.
    static func traitSourcesDidChange() {
        TraitCache.generation &+= 1
    }

    /// This view and its subviews left their window (for another, or for none): the controllers whose
    /// root views they are took their traits from it, so their cached traits go, with those of the
    /// controllers whose traits come from theirs (``UIViewController/traitSourcesDidChange()``). The
    /// window's own traits do not depend on its views, and a view's are computed when read, so no other
    /// cache goes: a sheet presented and dismissed leaves its presenter's and its window's traits
    /// cached.
    ///
    /// Its own walk, not one of the moves' callbacks: a callback run before the walk reached a
    /// controller would read its traits from the window left. The views are unretained (their
    /// superviews keep them), in storage kept from walk to walk — the walk runs no other code, so it
    /// cannot start another — as ``forEachInSubtree(_:)`` copied and retained each of the half a dozen
    /// views a dismissed sheet takes away (docs/Performance.md, "Session 14 — the modal cycle").
    func subtreeDidLeaveWindow() {
        viewDelegate?.traitSourcesDidChange()
        guard !subviews.isEmpty else { return }
        var pending = Self.windowLeavingWalkStorage
        Self.windowLeavingWalkStorage = []
        defer {
            pending.removeAll(keepingCapacity: true)
            Self.windowLeavingWalkStorage = pending
        }
        pending.append(UnretainedView(self))
        while let step = pending.popLast() {
            unowned(unsafe) let view = step.view
            for subview in view.subviews {
                subview.viewDelegate?.traitSourcesDidChange()
                if !subview.subviews.isEmpty { pending.append(UnretainedView(subview)) }
            }
        }
    }

    /// The views ``subtreeDidLeaveWindow()`` has yet to visit, kept from walk to walk.
    private static var windowLeavingWalkStorage: [UnretainedView] = []

    /// Removes `view` (a subview, which appears once) from ``subviews``, searching from the front end:
    /// removing the frontmost subviews one after another (a list emptied from its end) is then
    /// linear, not quadratic, in a view with 100,000 subviews (issue 8).
    private func removeFromSubviews(_ view: UIView) {
        // A loop, not `lastIndex(where:)`: a main-actor closure passed to a generic function checks its
        // executor on every call (issue 7).
        var index = subviews.count - 1
        while index >= 0, subviews[index] !== view { index -= 1 }
        guard index >= 0 else { return }
        sublayersWillLoseAnchor(at: index)
        subviews.remove(at: index)
        subviewsNeedingLayout.remove(view)
        // The frontmost subview a grid indexes can leave it without a rebuild; the change is then in
        // front of every subview the grid still indexes.
        if subviewHitTestGrid?.indexedCount == index + 1 { subviewHitTestGrid?.forgetIndexes(from: index) }
        if subviewRenderGrid?.indexedCount == index + 1 { subviewRenderGrid?.forgetIndexes(from: index) }
        subviewsDidChange(at: index)
        layerRootsDidChange(removing: view)
    }

    /// Inserts `view` into ``subviews`` at `index`, clamped to the valid range as UIKit does.
    private func insertIntoSubviews(_ view: UIView, at index: Int) {
        let index = min(max(index, 0), subviews.count)
        subviews.insert(view, at: index)
        // A view marked while it had no superview (every new view is) must be found by the next pass.
        if view.subtreeNeedsLayout { subviewsNeedingLayout.add(UnretainedView(view)) }
        subviewsDidChange(at: index)
        layerRootsDidChange(adding: view)
    }

    /// A subview was inserted at or removed from `index`: the extent no longer holds, nor the grids,
    /// unless the change was in front of every subview they index (``SubviewGrid/indexedCount``).
    private func subviewsDidChange(at index: Int) {
        if let grid = subviewHitTestGrid, index < grid.indexedCount { subviewHitTestGrid = nil }
        if let grid = subviewRenderGrid, index < grid.indexedCount { subviewRenderGrid = nil }
        renderedExtentDidChange()
    }

    /// A window's layers start at the presentations among its subviews, which it counts and finds by
    /// index (see `UIWindow+Layers.swift`).
    private func layerRootsDidChange(adding added: UIView? = nil, removing removed: UIView? = nil) {
        // Only a window has layers; the cheap test first, as every change of subviews comes here.
        guard superviewReference == nil, let window = self as? UIWindow else { return }
        window.cachedLayerRootIndices = nil
        if added is PresentationContainerView { window.presentationContainerCount += 1 }
        if removed is PresentationContainerView { window.presentationContainerCount -= 1 }
        if let removed, ObjectIdentifier(removed) == window.layeredPresenter { window.layeredPresenter = nil }
    }

    // MARK: Extents and damage

    /// Forgets the cached ``renderedExtent`` of this view and of the ancestors whose extent includes
    /// it. The walk stops at an ancestor that clips (its extent is its bounds) or that has no cached
    /// extent: an extent is only ever cached together with those of the subviews it depends on, so the
    /// ancestors above an uncached one are uncached too.
    /// Each superview on the way drops its ``UIView/subviewRenderGrid``, built from its subviews' extents.
    /// Without `includingSelf`, the view's own extent stays (it moved, turned or faded in its superview:
    /// its extent is in its own coordinates) and only the ancestors' go. With
    /// `keepingSuperviewRenderGrid`, the superview's grid stays: the caller moves the view in it.
    private func renderedExtentDidChange(includingSelf: Bool = true, keepingSuperviewRenderGrid: Bool = false) {
        if includingSelf { cachedRenderedExtent = nil }
        var step = UnretainedView(self)
        while let parentStep = step.superview {
            unowned(unsafe) let view = step.view
            unowned(unsafe) let parent = parentStep.view
            // The kept grid's case first: reading the grid retains it.
            if !(keepingSuperviewRenderGrid && view === self), let grid = parent.subviewRenderGrid,
               !UIView.isAdded(view, inFrontOf: grid, among: parent.subviews) {
                parent.subviewRenderGrid = nil
            }
            // The stored extent first: the overridable `clipsToBounds` is a dynamic call, for which the
            // parent is retained (by the slow path when it has a side table), and after the first
            // move of a layout pass the parent's extent is already gone.
            guard parent.cachedRenderedExtent != nil, !parent.clipsToBounds else { break }
            parent.cachedRenderedExtent = nil
            step = parentStep
        }
    }

    /// Whether `subview` is one of `subviews` (those of the view holding `grid`) added in front of those
    /// `grid` indexes, which the grid offers everywhere whatever their frame or extent
    /// (``SubviewGrid/indexedCount``): a change of such a subview keeps the grid. Searched from the
    /// front, where those few subviews are.
    private static func isAdded(_ subview: UIView, inFrontOf grid: SubviewGrid, among subviews: [UIView]) -> Bool {
        var index = subviews.count - 1
        while index >= grid.indexedCount {
            if subviews[index] === subview { return true }
            index -= 1
        }
        return false
    }

    /// Tells the window the area this view covers must be drawn again.
    ///
    /// One walk up the tree finds both the window and the view's offset in it (what `window` and
    /// `convert(_:to:)` would find in two walks each): a button's state change invalidates several
    /// times, and this was a large part of a click's cost (issue 7's click-grid profile).
    ///
    /// `movingViews` is false for a change that moves no view — a redraw of content
    /// (``setNeedsDisplay()``), alpha, hiding, clipping, a new order among the same superview's
    /// subviews — as none changes a path's window, offset, tint or window subview; a change of geometry
    /// or of the hierarchy passes true, as the cached paths to the window may go stale. Keeping them
    /// spares every later path lookup in the frame a walk up the tree (issue 7's modal-cycle profile:
    /// 8 % of a cycle in `windowPath()`; a transition changes an alpha on every step).
    /// Returns whether the window's damage already covered every layer, for a view other than the
    /// window itself (whose bounds, which the coverage is of, may be what changes).
    @discardableResult
    private func invalidateRenderedArea(movingViews: Bool = true) -> Bool {
        if movingViews { UIView.invalidateWindowPaths() }
        // Caches exist only on animating views (the test the end of this entry makes anyway).
        if UIView.animatingViewCount > 0 { renderingCachesDidChange(includingSelf: true) }
        // A layout pass comes here dozens of times: the walk retains no view.
        let path = pathToRoot()
        unowned(unsafe) let root = path.root.view
        // Most calls: a tree being built, in no window yet. The class, not the instance, is cast: an
        // instance cast retains the view for the runtime call.
        guard type(of: root) is UIWindow.Type else { return false }
        // Unretained, and its stored bounds read (the overridable `bounds` is a dynamic call, for which
        // the window is retained): a window has a side table, so each retain and release of it took
        // the runtime's slow path — more than half of this function in a relayout of the constraint
        // grid (docs/Performance.md, "Session 12 — layout speed").
        unowned(unsafe) let window = unsafeDowncast(root, to: UIWindow.self)
        // Already all pending (the window resized): the view's area, clipped to the bounds, adds nothing.
        let coversAll = window.damage.coversEveryLayer(window.storedBounds)
        if !coversAll {
            window.addDirtyRect(rectInRoot(renderedExtent, offset: path.offset, transformed: path.transformed),
                                drawnIn: path.rootSubview?.view)
        }
        areaInvalidatedAt = WindowDamage.readCount
        if coversAll && path.rootSubview != nil { noteBelowWindowRedrawingAll() }
        // Inside an animating view, the model area is not where the subtree is drawn.
        if UIView.animatingViewCount > 0 { invalidatePresentedArea(orModelArea: false) }
        return coversAll && path.rootSubview != nil
    }

    /// Tells the window the view's area must be drawn again, finding it through the cached path: for
    /// changes that move no view (an added leaf, a new tint), so unlike ``invalidateRenderedArea()``
    /// the caches stay valid. Inside an animating view the subtree is drawn at the animation's place,
    /// not the model's, so that is damaged too (``invalidatePresentedArea(orModelArea:)``): a text
    /// field added under a view whose transform animated was drawn outside the damage (the input
    /// fuzzer's seed 10163145370076881831).
    func redrawRenderedArea() {
        redrawModelArea()
        if UIView.animatingViewCount > 0 { invalidatePresentedArea(orModelArea: false) }
    }

    /// The model-area half of ``redrawRenderedArea()``: the view's extent at its model place, through
    /// the cached path.
    private func redrawModelArea() {
        if UIView.animatingViewCount > 0 { renderingCachesDidChange(includingSelf: true) }
        let path = windowPath()
        guard let window = path.window else { return }
        window.addDirtyRect(rectInRoot(renderedExtent, offset: path.offset, transformed: path.transformed),
                            drawnIn: path.windowSubview)
    }
}
