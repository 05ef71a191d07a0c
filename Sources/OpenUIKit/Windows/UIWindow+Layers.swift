import Foundation

/// The window's content as layers a compositor keeps as separate bitmaps (``WindowLayer``), with
/// what changed in each.
///
/// Every change that marks an area dirty says which of the window's subviews it happened under, and
/// the window files the area under that subview's layer: a click in the screen under a sheet redraws
/// the screen's layer, and presenting or dismissing the sheet redraws no pixel of the screen — its
/// layer is only composited with or without the sheet's. A change of the window itself, or an area
/// reported through ``addDirtyRect(_:)``, is filed under every layer.
extension UIWindow {
    /// The window's layers, back to front, each with what changed in it since the last call; forgets
    /// those changes.
    ///
    /// The window's dirty rectangle (``takeDirtyRect()``) is kept apart: it still covers every change
    /// since it was last taken, so a host may take it to learn whether anything changed and let its
    /// renderer take the layers.
    ///
    /// `scale`: the pixels per point the caller draws the layers at, when it composites a moving view
    /// from its cached rendering on whole device pixels as ``LayerStack`` does. Then a step of a view
    /// that only moves and stays on the same whole pixels changes no pixel and damages nothing — as
    /// Core Animation's render server, which snaps a layer's position to device pixels, composites no
    /// change for it. Nil (a reader that draws otherwise, or does not say) keeps every step's damage.
    public func takeLayers(scale: CGFloat? = nil) -> [WindowLayer] {
        defer { damage.markSeen(by: .layers) }
        layerScale = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let rootIndices = layerRootIndices()
        // First: a presenter that became or stopped being a layer damages every layer.
        let presenterIndex = layeredPresenterIndex()
        // Made at its size: grown by each append, the array was allocated up to three times a frame.
        var layers: [WindowLayer] = []
        layers.reserveCapacity(1 + (presenterIndex == nil ? 0 : 1) + rootIndices.count)
        layers.append(WindowLayer(root: self, subviewIndices: 0..<(presenterIndex ?? rootIndices.first ?? subviews.count),
                                  backdropView: nil, backdropColor: nil, backdropRect: .zero, extent: bounds,
                                  damage: damage(ofLayerWith: self, within: bounds)))
        if let presenterIndex { layers.append(presenterLayer(at: presenterIndex)) }
        for (position, index) in rootIndices.enumerated() {
            let end = position + 1 < rootIndices.count ? rootIndices[position + 1] : subviews.count
            layers.append(presentationLayer(subviewIndices: index..<end))
        }
        return layers
    }

    /// Calls `body` with the display list of `layer` (one of this window's ``takeLayers()``), drawn in
    /// the window's coordinates as ``UIView/withRenderDisplayList(in:_:)`` draws the whole window:
    /// only `dirtyRect` (window coordinates) when given. A layer names the window's subviews by index,
    /// so draw it before the subviews change, in the frame that took it.
    public func withDisplayList<Result>(of layer: WindowLayer, in dirtyRect: CGRect? = nil,
                                        _ body: (DisplayList) throws -> Result) rethrows -> Result {
        if layer.isLayeredPresenter { return try withPresenterDisplayList(of: layer, in: dirtyRect, body) }
        let scope = RenderScope(subviewIndices: layer.subviewIndices.clamped(to: subviews.indices),
                                drawsOwnContent: layer.isBase, excludedView: layer.backdropView,
                                compositesCachedRenderings: true)
        return try withRenderDisplayList(in: dirtyRect, scope: scope, body)
    }

    /// Whether the view whose identity is `root` is the root of one of the window's layers: the
    /// window, or a presentation's container among its subviews. Plain loops, no set or closure: a
    /// host takes the dirty rect every frame, which asks this of every layer that changed.
    func isLayerRoot(_ root: ObjectIdentifier) -> Bool {
        if root == ObjectIdentifier(self) { return true }
        if root == layeredPresenter, layeredPresenterIndex() != nil { return true }
        for rootIndex in layerRootIndices() where ObjectIdentifier(subviews[rootIndex]) == root { return true }
        return false
    }

    /// The root of the layer `windowSubview` (one of the window's subviews) draws in: the nearest
    /// presentation container at or behind it, else the window.
    func layerRoot(of windowSubview: UIView) -> UIView {
        // Most windows present nothing: every change is the base layer's, with no search (a window
        // emptied of 100,000 subviews one by one would otherwise search them all each time).
        guard presentationContainerCount > 0 || layeredPresenter != nil else { return self }
        if windowSubview is PresentationContainerView, windowSubview.superview === self { return windowSubview }
        if ObjectIdentifier(windowSubview) == layeredPresenter, let index = layeredPresenterIndex(),
           subviews[index] === windowSubview { return windowSubview }
        // With no presentation, every subview but a layered presenter (the frontmost) is the base
        // layer's: no search through the subviews for a change behind it once a card has come and gone.
        guard presentationContainerCount > 0 else { return self }
        guard let index = subviews.lastIndex(where: { $0 === windowSubview }),
              let rootIndex = layerRootIndices().last(where: { $0 < index }) else { return self }
        return subviews[rootIndex]
    }

    /// The presentations' container views among the subviews, back to front.
    var presentationContainers: [PresentationContainerView] {
        layerRootIndices().compactMap { subviews[$0] as? PresentationContainerView }
    }

    /// The indices of the subviews that start a layer, in increasing order: the presentations'
    /// container views.
    ///
    /// Searched from the front end, stopping at the last of the ``presentationContainerCount``
    /// containers: presentations go in front of what they cover, so the search usually ends within a
    /// few subviews rather than testing each of a screen's thousand buttons after every presentation
    /// and dismissal. A loop rather than `filter`: its closure would check the executor per subview.
    func layerRootIndices() -> [Int] {
        guard presentationContainerCount > 0 else { return [] }
        if let cachedLayerRootIndices { return cachedLayerRootIndices }
        var indices: [Int] = []
        var index = subviews.endIndex
        while indices.count < presentationContainerCount, index > subviews.startIndex {
            index -= 1
            if subviews[index] is PresentationContainerView { indices.append(index) }
        }
        indices.reverse()
        cachedLayerRootIndices = indices
        return indices
    }

    /// The layer of the presentation whose container is the first of `subviewIndices`: its dimming
    /// view becomes the backdrop, and its pixels cover the rendered extent of everything else in it.
    private func presentationLayer(subviewIndices: Range<Int>) -> WindowLayer {
        let container = subviews[subviewIndices.lowerBound]
        let dimming = (container as? PresentationContainerView)?.presentation?.dimmingView
        let backdropView = dimming?.superview === container ? dimming : nil
        var backdropColor: UIColor?
        var backdropRect = CGRect.zero
        if let backdropView, let color = backdropView.backgroundColor, !backdropView.isHidden, !container.isHidden {
            let alpha = color.alpha * backdropView.alpha * container.alpha * alpha
            if alpha > 0 {
                backdropColor = color.withAlphaComponent(alpha)
                backdropRect = backdropView.frame.offsetBy(dx: container.offsetInSuperview.x,
                                                           dy: container.offsetInSuperview.y).intersection(bounds)
            }
        }
        var extent = CGRect.null
        for index in subviewIndices {
            let view = subviews[index]
            guard !view.isHidden, view.presentedAlpha > 0 else { continue }
            let origin = view.offsetInSuperview
            if index > subviewIndices.lowerBound || view.backgroundColor != nil || view.loadedLayer != nil {
                extent = extent.union(view.extentInSuperview(view.renderedExtent))
                continue
            }
            // The container draws nothing itself: its pixels are its subviews' but the dimming view's.
            var drawn = CGRect.null
            for subview in view.subviews where subview !== backdropView && !subview.isHidden {
                drawn = drawn.union(subview.extentInSuperview(subview.renderedExtent))
            }
            if view.clipsToBounds { drawn = drawn.intersection(view.bounds) }
            extent = extent.union(drawn.offsetBy(dx: origin.x, dy: origin.y))
        }
        extent = extent.intersection(bounds)
        if extent.isNull { extent = .zero }
        return WindowLayer(root: container, subviewIndices: subviewIndices, backdropView: backdropView,
                           backdropColor: backdropColor, backdropRect: backdropRect, extent: extent,
                           damage: damage(ofLayerWith: container, within: extent))
    }

    /// The changes filed under the layer whose root is `root`, and under every layer, within `extent`.
    private func damage(ofLayerWith root: UIView, within extent: CGRect) -> CGRect? {
        damage.unseenLayerDamage(of: ObjectIdentifier(root), within: extent)
    }
}
