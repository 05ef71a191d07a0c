import Foundation

/// Drawing: each view records its own content as display commands, cached until
/// ``setNeedsDisplay()``; compositing walks the tree and wraps each view's commands in a group with its
/// offset, clip and alpha.
extension UIView {
    /// The view's own drawing — background, ``draw(_:)``, border — without its subviews, as recorded.
    /// What ``draw(_:)`` drew is cut at the bounds when rendered (`clipsOwnDrawing`,
    /// ``renderDisplayList(in:)``), not here: the list shows what the view drew.
    public var contentDisplayList: DisplayList {
        if let cachedContent { return DisplayList(cachedContent) }
        // While the view animates, its content follows the bounds and background it is drawn with, and
        // the corners, border and shadow its layer's presentation draws.
        let bounds = presentedBounds
        let backgroundColor = presentedBackgroundColor
        var drawingRange: Range<Int>?
        var blends = false
        let commands = UIGraphicsContext.record(bounds: bounds, view: self) { context in
            if let layer = loadedLayer {
                var backdrop: [DisplayCommand] = []
                layer.drawnLayer.appendBackdrop(into: &backdrop, bounds: bounds, background: backgroundColor.map(context.resolved))
                // A ``layerClass`` that draws (a shape, a gradient), over the background as a layer's
                // contents are.
                layer.drawnLayer.appendClassContent(into: &backdrop, bounds: bounds)
                for command in backdrop { context.append(command) }
            } else if let backgroundColor {
                context.fill(bounds, color: backgroundColor)
            }
            let start = context.commands.count
            draw(bounds)
            context.closeOpenClips()
            if context.commands.count > start {
                let drawn = start..<context.commands.count
                blends = DisplayList.containsBlend(context.commands[drawn])
                if clipsOwnDrawing || blends { drawingRange = drawn }
            }
            if let layer = loadedLayer {
                var border: [DisplayCommand] = []
                layer.drawnLayer.appendBorder(into: &border, bounds: bounds)
                for command in border { context.append(command) }
            }
            if hasFocus { drawFocusHalo(in: bounds, into: context) }
        }
        cachedContent = commands
        specialDrawingRange = drawingRange
        drawingBlends = blends
        return DisplayList(commands)
    }

    /// The view and its visible subviews composited into one list, in this view's superview
    /// coordinates; a view without a superview (a window) is drawn with its bounds origin at the top-left.
    /// With `dirtyRect`, subtrees that cannot draw into it are skipped; nil renders everything. The
    /// dirty rect is in the superview's coordinates, or, for a view without one, in its own coordinates —
    /// the coordinates of ``UIWindow/takeDirtyRect()`` — so `window.renderDisplayList(in:
    /// window.takeDirtyRect())` is right even when the window's bounds origin is not zero.
    public func renderDisplayList(in dirtyRect: CGRect? = nil) -> DisplayList {
        var commands: [DisplayCommand] = []
        appendRendering(into: &commands, in: dirtyRect, scope: RenderScope())
        return DisplayList(commands)
    }

    /// Calls `body` with ``renderDisplayList(in:)``'s list, for a caller that needs it only while `body`
    /// runs, as a renderer drawing a frame does. The commands are built in storage kept from one call
    /// to the next: a full frame of a 1000-button window is a megabyte of commands, and allocating it
    /// afresh cost about 250 page faults per frame (issue 7's render-grid profile).
    public func withRenderDisplayList<Result>(in dirtyRect: CGRect? = nil,
                                              _ body: (DisplayList) throws -> Result) rethrows -> Result {
        try withRenderDisplayList(in: dirtyRect, scope: RenderScope(), body)
    }

    /// ``withRenderDisplayList(in:_:)`` for part of the view: `scope` says which of its subviews are
    /// drawn and whether its own content is, as a window's layer needs (``UIWindow/withDisplayList(of:in:_:)``).
    func withRenderDisplayList<Result>(in dirtyRect: CGRect?, scope: RenderScope,
                                       _ body: (DisplayList) throws -> Result) rethrows -> Result {
        var commands = UIView.reusableRenderCommands
        UIView.reusableRenderCommands = []
        appendRendering(into: &commands, in: dirtyRect, scope: scope)
        let result = try body(DisplayList(commands))
        // Emptied now, so the storage holds no colors, images or text between frames.
        commands.removeAll(keepingCapacity: true)
        UIView.reusableRenderCommands = commands
        return result
    }

    /// The storage ``withRenderDisplayList(in:_:)`` reuses; empty between calls.
    private static var reusableRenderCommands: [DisplayCommand] = []

    /// Appends this view's rendering for `dirtyRect` (see ``renderDisplayList(in:)``) to `commands`.
    private func appendRendering(into commands: inout [DisplayCommand], in dirtyRect: CGRect?, scope: RenderScope) {
        let origin = superview == nil ? CGPoint(x: -storedBounds.minX, y: -storedBounds.minY) : presentedOffsetInSuperview
        let visibleInParent = superview == nil ? dirtyRect?.offsetBy(dx: origin.x, dy: origin.y) : dirtyRect
        appendRendering(into: &commands, origin: origin, visibleInParent: visibleInParent, scope: scope)
    }

    /// Appends the groups of this view and its subtree, depth first. A loop with an explicit stack,
    /// not recursion, so a 10,000-deep tree cannot overflow the stack (issue 8). An entry is a view to
    /// open; or, without a view, the end of an open view's group — or, with a layer, a standalone
    /// layer to draw between the subviews (``CALayer/appendRendering(into:)``), or, with a view's own
    /// layer, the rounded clip or mask that layer opened around the subviews, closed just before the
    /// group ends. A tuple of optionals, not an enum: an enum's copies went through outlined value
    /// witnesses, 3.8 % of a render-grid frame (callgrind: 26.53 million instructions against 25.55).
    func appendRendering(into commands: inout [DisplayCommand], origin: CGPoint, visibleInParent: CGRect?,
                         scope: RenderScope) {
        var pending: [(view: UIView?, layer: CALayer?, origin: CGPoint, visibleInParent: CGRect?)] =
            [(self, nil, origin, visibleInParent)]
        var isRoot = true
        while let (entry, layerEntry, origin, visibleInParent) = pending.popLast() {
            guard let view = entry else {
                if let layerEntry {
                    if layerEntry.owningView == nil {
                        layerEntry.appendRendering(into: &commands)
                    } else {
                        layerEntry.appendViewClipClosing(into: &commands)
                    }
                } else {
                    commands.append(.endGroup)
                }
                continue
            }
            let inRoot = isRoot
            isRoot = false
            // A view that animates is drawn with its presentation values (`UIView+Presentation.swift`).
            let animates = view.hasRunningAnimations
            // Looked up once for the alpha, the old appearance and the cache test below (three
            // look-ups a moving view a frame before: docs/Performance.md, "Session 13 — animation speed").
            let animations = animates ? view.runningAnimations : []
            let unplaced = inRoot && scope.drawsRootInOwnCoordinates
            var alpha = unplaced ? 1 : animates ? view.presentedAlpha(animations) : view.alpha
            // A cross-dissolve or a layer transition draws the old appearance going away under the new one.
            if animates, let old = view.oldAppearance(animations) {
                commands.append(.beginGroup(origin: old.offset, clip: nil, alpha: old.opacity))
                commands.append(contentsOf: old.commands)
                commands.append(.endGroup)
                alpha *= old.newOpacity
            }
            guard !view.isHidden, alpha > 0 else { continue }
            // A view that only moves, turns or fades is composited from its cached rendering: the
            // subtree is drawn once into the cache's pixels, not in every frame (``RenderingCache``).
            if animates, !inRoot, scope.compositesCachedRenderings, view.compositesFromCache(animations) {
                let placement = view.drawnPlacement ?? CGAffineTransform(translationX: origin.x, y: origin.y)
                commands.append(.cachedRendering(view.renderingCache(), placement: placement, alpha: alpha))
                continue
            }
            let bounds = animates ? view.presentedBounds : view.storedBounds
            // A root whose corners the compositor rounds: unclipped, its background square.
            let squaresRoot = inRoot && scope.compositesRootCorners && view.cornersComposited(clipping: view.clipsToBounds)
            let clips = !squaresRoot && (view.clipsToBounds || (inRoot && view.clipsDrawingAsRoot))
            // A view with a transform is placed by it (a root without a superview is drawn as it is).
            let placement = unplaced || (inRoot && view.superviewReference == nil) ? nil : view.drawnPlacement
            var visible: CGRect?
            if let placement {
                visible = visibleInParent.map(placement.rectFromImage)
            } else {
                visible = visibleInParent.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
            }
            if clips, let current = visible { visible = current.intersection(bounds) }
            if let placement {
                commands.append(.beginTransformedGroup(placement, clip: clips ? bounds : nil, alpha: alpha))
            } else {
                commands.append(.beginGroup(origin: origin, clip: clips ? bounds : nil, alpha: alpha))
            }
            pending.append((nil, nil, .zero, nil))
            if let layer = view.loadedLayer {
                // A layer that rounds the clip or masks closes what it opened after the subviews.
                if !squaresRoot, layer.appendViewClipOpening(into: &commands, bounds: bounds) {
                    pending.append((nil, layer, .zero, nil))
                }
                if !inRoot || scope.drawsOwnContent {
                    view.appendContent(into: &commands, bounds: bounds, squaringBackground: squaresRoot)
                }
                if !layer.ownSublayers.isEmpty, !inRoot || scope.subviewIndices == nil {
                    view.appendSubviewsAndSublayers(of: layer, to: &pending, visible: visible, excluding: scope.excludedView)
                    continue
                }
            } else if !inRoot || scope.drawsOwnContent {
                view.appendContent(into: &commands, bounds: bounds)
            }
            // Skip a subtree whose whole drawn area (``renderedExtent``: its bounds, grown by unclipped
            // subviews) misses the dirty rect — not just a leaf or clipping view: a button's title and
            // image are subviews, and redrawing one button of a 1000-button grid drew all 1000 titles.
            // In a view with many subviews, only those the grid places near the dirty rect are tried.
            let subviews = view.subviews
            let drawn = inRoot ? scope.subviewIndices ?? subviews.indices : subviews.indices
            let candidates = visible.flatMap { visible in
                subviews.count >= SubviewGrid.minimumSubviewCount
                    ? view.renderGrid().candidates(overlapping: visible, subviewCount: subviews.count) : nil
            }
            // Front to back, so the stack opens them back to front; by position rather than through
            // `Array(drawn)`, which allocated an array for every view drawn (issue 16's profile).
            let count = candidates?.count ?? drawn.count
            for position in stride(from: count - 1, through: 0, by: -1) {
                let index = candidates?[position] ?? drawn.lowerBound + position
                guard drawn.contains(index) else { continue }
                let subview = subviews[index]
                if subview === scope.excludedView { continue }
                let offset = subview.hasRunningAnimations ? subview.presentedOffsetInSuperview : subview.offsetInSuperview
                if let visible, subview.missesDrawing(in: visible, offset: offset) { continue }
                pending.append((subview, nil, offset, visible))
            }
        }
    }

    /// Whether this subview's drawing (its ``renderedExtent``, placed by its transform or at `offset`)
    /// misses `visible`, the area of its superview being drawn: then its subtree is skipped.
    private func missesDrawing(in visible: CGRect, offset: CGPoint) -> Bool {
        if let placement = drawnPlacement { return !renderedExtent.applying(placement).intersects(visible) }
        return !renderedExtent.intersectsInline(visible, offsetBy: offset)
    }

    /// Pushes the subviews and the standalone sublayers of this view's `layer` onto `pending`, front to
    /// back, so they are drawn back to front in the order of ``CALayer/sublayers`` (a view with
    /// standalone sublayers, which are few: no grid).
    private func appendSubviewsAndSublayers(of layer: CALayer,
                                            to pending: inout [(view: UIView?, layer: CALayer?, origin: CGPoint,
                                                                visibleInParent: CGRect?)],
                                            visible: CGRect?, excluding excludedView: UIView?) {
        for entry in layer.sublayerEntries(of: self).reversed() {
            switch entry {
            case let .layer(sublayer):
                pending.append((nil, sublayer, .zero, nil))
            case let .view(subview):
                if subview === excludedView { continue }
                let offset = subview.hasRunningAnimations ? subview.presentedOffsetInSuperview : subview.offsetInSuperview
                if let visible, subview.missesDrawing(in: visible, offset: offset) { continue }
                pending.append((subview, nil, offset, visible))
            }
        }
    }

    /// Appends ``contentDisplayList``, with what ``draw(_:)`` drew inside a clip to `bounds` when the view
    /// cuts its drawing there (``clipsOwnDrawing``), as its backing store cuts it on iOS, and inside a
    /// transparency layer when it blends: on iOS `draw(_:)` draws into the view's own backing store, so
    /// a `.clear` or `.destinationOut` erases only what the view itself drew there, and the finished
    /// store is composited over the views below normally (the layer's `backgroundColor` is not in the
    /// store either, so it stays outside the layer). Views that neither clip nor blend pay nothing more.
    ///
    /// With `squaringBackground`, the layer's background (the first command, as the view has no
    /// shadow: ``cornersComposited(clipping:)``) is filled square: the compositor rounds the corners.
    private func appendContent(into commands: inout [DisplayCommand], bounds: CGRect, squaringBackground: Bool = false) {
        var content = contentDisplayList.commands
        if squaringBackground, let first = content.first, let square = squaredBackground(first, in: bounds) {
            content[0] = square
        }
        guard let range = specialDrawingRange else { return commands.append(contentsOf: content) }
        let clips = clipsOwnDrawing
        commands.append(contentsOf: content[..<range.lowerBound])
        if clips {
            let shape = CGMutablePath()
            shape.addRect(bounds)
            commands.append(.beginClip(DisplayPath(shape.elements), rule: .winding))
        }
        if drawingBlends { commands.append(.beginTransparencyLayer) }
        commands.append(contentsOf: content[range])
        if drawingBlends { commands.append(.endTransparencyLayer) }
        if clips { commands.append(.endClip) }
        commands.append(contentsOf: content[range.upperBound...])
    }

    /// The area the view and its subviews may draw, in its own coordinates: its bounds, grown by the
    /// extents of its shown subviews unless it clips them.
    ///
    /// Cached per view (``cachedRenderedExtent``) and forgotten along the path to the root when a
    /// geometry, visibility, clipping or hierarchy change may move it (``renderedExtentDidChange()``):
    /// rendering culls every subview of a dirty region by its extent, and a button's state change
    /// invalidates its extent, so computing it anew each time walked the whole grid per click (issue 7's
    /// click-grid-paint profile: three quarters of a click). Computed children first over an explicit
    /// list rather than by recursion, so a 10,000-deep tree cannot overflow the stack (issue 8); only
    /// the views without a cached extent are visited.
    var renderedExtent: CGRect {
        if let cachedRenderedExtent { return cachedRenderedExtent }
        // A leaf, a clipping view, or one whose subviews' extents are known: no lists to build (most of
        // the views a presentation adds).
        if clipsToBounds || visibleSubviewExtentsAreCached {
            return cacheRenderedExtentFromSubviews()
        }
        // The views whose extent must be computed, in one list where every view comes after its
        // superview (each is appended as its superview is visited); then computed from the end, children
        // first. Unretained, in storage kept from walk to walk, as the window-path walk does: the walk
        // reads stored geometry and runs no other code, so the tree keeps every listed view alive and no
        // second walk can start meanwhile; every read asserts the view is alive (``UnretainedView``).
        // Paid for on `benchmarks modal-cycle`: a fresh pair of retaining arrays per call cost
        // 256,708 → 253,150 instructions a cycle (allocation, a retain and release per view listed;
        // docs/Performance.md, "Session 11: the modal cycle's extent walk and action names").
        var order = Self.renderedExtentWalkStorage
        Self.renderedExtentWalkStorage = []
        defer {
            order.removeAll(keepingCapacity: true)
            Self.renderedExtentWalkStorage = order
        }
        order.append(UnretainedView(self))
        var next = 0
        while next < order.count {
            unowned(unsafe) let view = order[next].view
            next += 1
            guard !view.clipsToBounds else { continue }
            for subview in view.subviews where !subview.isHidden && subview.cachedRenderedExtent == nil {
                order.append(UnretainedView(subview))
            }
        }
        for step in order.reversed() {
            unowned(unsafe) let view = step.view
            _ = view.cacheRenderedExtentFromSubviews()
        }
        return cachedRenderedExtent ?? storedBounds
    }

    /// The views a ``renderedExtent`` walk lists, kept from walk to walk (emptied after each).
    private static var renderedExtentWalkStorage: [UnretainedView] = []

    /// Whether every visible subview's extent is cached. A loop, not `allSatisfy`: a main-actor closure
    /// passed to a generic function checks its executor on every call (issue 7's modal-cycle profile).
    private var visibleSubviewExtentsAreCached: Bool {
        for subview in subviews where !subview.isHidden && subview.cachedRenderedExtent == nil { return false }
        return true
    }

    /// The view's bounds, grown (unless it clips) by its visible subviews' cached extents — their
    /// bounds where none is cached — which it caches as ``renderedExtent`` and returns.
    private func cacheRenderedExtentFromSubviews() -> CGRect {
        var extent = ownRenderedArea
        if !clipsToBounds {
            for subview in subviews where !subview.isHidden {
                extent = extent.union(subview.extentInSuperview(subview.cachedRenderedExtent ?? subview.ownRenderedArea))
            }
        }
        cachedRenderedExtent = extent
        return extent
    }

    /// The grid of this view's subviews by rendered extent (in this view's coordinates), built now if
    /// there is none.
    func renderGrid() -> SubviewGrid {
        if let subviewRenderGrid { return subviewRenderGrid }
        let grid = SubviewGrid(rects: subviews.map { subview in subview.extentInSuperview(subview.renderedExtent) })
        subviewRenderGrid = grid
        return grid
    }
}
