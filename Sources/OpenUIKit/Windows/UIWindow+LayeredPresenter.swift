import Foundation

/// A card sheet's presenter kept as a layer of its own, drawn without its transform, which the
/// compositor applies to the pixels it keeps.
///
/// On iPhone, iOS 13–17 scale the presenter back behind a card (`UISheetPresentationController+Card`):
/// Core Animation applies that transform to the presenter's layer when compositing, from the backing
/// store it already has — nothing is drawn again as the card comes and goes. Drawn into the window's
/// base layer, the scaled presenter had to be drawn whole on every presentation and dismissal (the
/// transform, and the corners rounded with it, damage its whole area): sixty times the desktop modal
/// cycle on `benchmarks modal-cycle`'s card variant (docs/Performance.md, "Session 13 — the card
/// sheet's modal cycle"). So the window keeps the subview a card scaled back (``layeredPresenter``,
/// set by the card) as a layer of its own (``WindowLayer/isLayeredPresenter``) while it lies just
/// behind the presentations — as long as it stays in the window, across presentations, like Core
/// Animation's backing store. Its pixels are drawn at its place without its transform and at full
/// opacity (`RenderScope.drawsRootInOwnCoordinates`); the layer's ``WindowLayer/transform`` and
/// ``WindowLayer/alpha`` are the view's, which the compositor applies (bilinear sampling, Core
/// Animation's default filter). A change of the transform damages only what shows
/// (``UIView/compositedTransformDidChange(in:from:)``); a change inside the presenter damages its
/// pixels where they lie untransformed (``addPresenterDamage(_:clipped:everyLayer:)``).
extension UIWindow {
    /// The index of the subview kept as a layer of its own: ``layeredPresenter``, while it is the
    /// frontmost subview behind the presentations (nil otherwise; it is then drawn in the base layer).
    /// When that changes, every layer is damaged whole: the presenter's pixels move between layers.
    func layeredPresenterIndex() -> Int? {
        var index: Int?
        if let layeredPresenter {
            let candidate = (layerRootIndices().first ?? subviews.count) - 1
            if candidate >= 0, ObjectIdentifier(subviews[candidate]) == layeredPresenter { index = candidate }
        }
        if (index != nil) != layeredPresenterWasLayer {
            layeredPresenterWasLayer = index != nil
            damageEveryLayer()
        }
        return index
    }

    /// Keeps `view`, a subview a card scales back, as a layer of its own from now on while it lies just
    /// behind the presentations (``layeredPresenterIndex()``). Another view kept before goes back to
    /// the base layer, which is drawn again.
    func keepAsLayer(_ view: UIView) {
        let identifier = ObjectIdentifier(view)
        guard layeredPresenter != identifier else { return }
        if layeredPresenterWasLayer { damageEveryLayer() }
        layeredPresenter = identifier
        layeredPresenterWasLayer = false
    }

    /// The whole window must be drawn again, in every layer.
    private func damageEveryLayer() {
        let area = bounds
        if !area.isNull, !area.isEmpty { damage.add(area, in: nil) }
    }

    /// The layer of the presenter at `index` among the subviews: its extent where it lies without its
    /// transform, and the map from there to where it shows.
    func presenterLayer(at index: Int) -> WindowLayer {
        let view = subviews[index]
        let offset = view.offsetInSuperview
        var extent = view.isHidden ? CGRect.null : view.renderedExtent.offsetBy(dx: offset.x, dy: offset.y).intersection(bounds)
        if extent.isNull { extent = .zero }
        var layer = WindowLayer(root: view, subviewIndices: index..<(index + 1), backdropView: nil, backdropColor: nil,
                                backdropRect: .zero, extent: extent,
                                damage: damage.unseenLayerDamage(of: ObjectIdentifier(view), within: extent))
        let shown = presenterPlacement(of: view)
        layer.transform = shown.isIdentity ? nil : shown
        layer.alpha = view.hasRunningAnimations ? view.presentedAlpha : view.alpha
        if view.clipsToBounds, view.cornersComposited(clipping: true) {
            let shape = view.loadedLayer?.roundedShape(in: view.storedBounds)
                ?? DisplayPath(CGPath(rect: view.storedBounds, transform: nil).elements)
            layer.clip = DisplayPath(shape.elements, transform: CGAffineTransform(translationX: offset.x, y: offset.y))
        }
        return layer
    }

    /// The map from `view`'s untransformed place in the window to where it is drawn now (its presented
    /// transform and center while they animate).
    private func presenterPlacement(of view: UIView) -> CGAffineTransform {
        let offset = view.offsetInSuperview
        let toPlace = CGAffineTransform(translationX: -offset.x, y: -offset.y)
        if let drawn = view.drawnPlacement { return toPlace.concatenating(drawn) }
        let presented = view.presentedOffsetInSuperview
        return toPlace.concatenating(CGAffineTransform(translationX: presented.x, y: presented.y))
    }

    /// ``withDisplayList(of:in:_:)`` for the presenter's layer: the presenter alone at its place,
    /// untransformed and fully opaque, in the list's coordinates (the window's, less its bounds
    /// origin); `dirtyRect` (window coordinates) where it lies untransformed.
    func withPresenterDisplayList<Result>(of layer: WindowLayer, in dirtyRect: CGRect?,
                                          _ body: (DisplayList) throws -> Result) rethrows -> Result {
        let view = layer.root
        let offset = view.offsetInSuperview
        let origin = bounds.origin
        var commands: [DisplayCommand] = []
        view.appendRendering(into: &commands, origin: CGPoint(x: offset.x - origin.x, y: offset.y - origin.y),
                             visibleInParent: dirtyRect?.offsetBy(dx: -origin.x, dy: -origin.y),
                             scope: RenderScope(compositesCachedRenderings: true, drawsRootInOwnCoordinates: true,
                                                compositesRootCorners: true))
        return try body(DisplayList(commands))
    }

    /// Files damage for the presenter's layer: `rect` (window coordinates, where it shows; `clipped`
    /// is it within the bounds) changed in the presenter, or in every layer with `everyLayer`. Its
    /// pixels lie untransformed, so the layer's reader gets the area mapped back through the
    /// presenter's transform — all of the presenter while it animates, when the area may have been
    /// found at its presented place — and the dirty-rectangle reader the area where it shows.
    func addPresenterDamage(_ rect: CGRect, clipped: CGRect, everyLayer: Bool) {
        guard let index = layeredPresenterIndex() else {
            if !everyLayer { damage.add(clipped, in: nil) }
            return
        }
        let view = subviews[index]
        let layer = ObjectIdentifier(view)
        guard view.hasTransform || view.hasRunningAnimations else {
            if !everyLayer { damage.add(clipped, in: layer) }
            return
        }
        let offset = view.offsetInSuperview
        var pixels = view.renderedExtent.offsetBy(dx: offset.x, dy: offset.y)
        let map = view.transformToSuperview
        if !view.hasRunningAnimations, map.a * map.d - map.b * map.c != 0 {
            pixels = rect.applying(map.inverted().concatenating(CGAffineTransform(translationX: offset.x, y: offset.y)))
                .insetBy(dx: -UIView.resamplingBleed, dy: -UIView.resamplingBleed)
        }
        let inBounds = pixels.intersection(bounds)
        if !inBounds.isNull, !inBounds.isEmpty { damage.add(inBounds, in: layer, for: .layers) }
        if !everyLayer { damage.add(clipped, in: layer, for: .dirtyRect) }
    }

    /// Damages `area` (window coordinates) where `view`, the presenter, shows — for the dirty-rectangle
    /// reader only: its pixels stay as they are (``UIView/compositedTransformDidChange(in:from:)``).
    func addShownDamage(_ area: CGRect, of view: UIView) {
        let clipped = area.intersection(bounds)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        damage.add(clipped, in: ObjectIdentifier(view), for: .dirtyRect)
    }
}
