import Foundation

/// How a layer's change reaches what is drawn: every property setter calls ``setProperty(_:from:to:_:)``
/// (or ``setPropertyUnchecked(_:_:)`` for values without equality), which damages the area the
/// layer draws before and after the change through the views' one invalidation path
/// (`UIView+Invalidation.swift`, "Layers"):
/// - a view's own layer tells its view (``UIView/layerWillChange()``/``UIView/layerDidChange()``),
///   which records its content again and damages its rendered area;
/// - a standalone layer finds the view it is drawn in — the view whose layer is its nearest
///   ancestor, its host — and damages its own extent there, in the host's coordinates
///   (``UIView/layerAreaWillChange(_:)``/``UIView/layerAreaDidChange(_:)``). A layer tree in no
///   view damages nothing.
extension CALayer {
    /// Sets a property through `store` when `new` differs from `old`, damaging the drawn area before
    /// and after. The one entry of every property change, by key: an action lookup (implicit
    /// animations) hooks here.
    func setProperty<Value: Equatable>(_ property: LayerProperty, from old: Value, to new: Value,
                                       _ store: (Value) -> Void) {
        guard new != old else { return }
        setPropertyUnchecked(property) { store(new) }
    }

    /// ``setProperty(_:from:to:_:)`` for a value that cannot be compared (``contents``, ``mask``):
    /// always a change.
    ///
    /// The corners of a view whose compositor rounds them (a card's presenter,
    /// ``UIView/cornerCompositingWindow(clipping:)``) damage only what shows: no pixel changes.
    func setPropertyUnchecked(_ property: LayerProperty, _ store: () -> Void) {
        let action = implicitAction(for: property)
        // The presenter whose corners are composited before the change, and its window.
        let view = property.shapesCorners ? owningView : nil
        // The view's clip is the layer's `masksToBounds`, read without finding the view again.
        let compositing = view.flatMap { $0.cornerCompositingWindow(clipping: $0.clipsToBounds) }
        if compositing == nil { appearanceWillChange() }
        store()
        // A running animation draws over the new model value from now on.
        if let animationState { animationState.present(self, at: animationScheduler.now) }
        if property.resizes {
            if needsDisplayOnBoundsChange { needsDisplayFlag = true }
            markNeedsLayout()
        }
        if let view, let window = compositing, view.cornersComposited(clipping: view.clipsToBounds) {
            view.compositedCornersDidChange(in: window)
        } else {
            // Drawn after all: the area drawn before is the same (the extent holds no corners without
            // a shadow, which composited corners have not).
            if compositing != nil { appearanceWillChange() }
            appearanceDidChange()
        }
        action?.run(forKey: property.rawValue, object: self, arguments: nil)
    }

    /// Damages what the layer draws now.
    func appearanceWillChange() {
        if let owningView { return owningView.layerWillChange() }
        if let (host, area) = placementInHost() { host.layerAreaWillChange(area) }
    }

    /// Damages what the layer draws after a change, which may have moved or resized it.
    func appearanceDidChange() {
        if let owningView { return owningView.layerDidChange() }
        if let (host, area) = placementInHost() { host.layerAreaDidChange(area) }
    }

    /// The view this standalone layer is drawn in and its extent in that view's bounds coordinates
    /// (where it is drawn: through its presentation while animations run); nil while its tree hangs
    /// from no view. A mask counts as part of the layer it masks.
    func placementInHost() -> (UIView, CGRect)? {
        var area = renderedExtent
        var layer = self
        while layer.owningView == nil {
            if let parent = layer.parentLayer {
                area = layer.drawnLayer.rectInSuperlayer(area)
                layer = parent
            } else if let masked = layer.maskedLayer {
                area = layer.drawnLayer.rectInSuperlayer(area)
                layer = masked
            } else {
                return nil
            }
        }
        guard let host = layer.owningView else { return nil }
        return (host, area)
    }

    /// Marks the layer for ``layoutSublayers()`` at the next layout pass, which runs it when it
    /// reaches the host view (``UIView/layoutStandaloneSublayers()``): the path to the host is marked,
    /// not the host itself, whose `layoutSubviews()` has nothing new to do.
    func markNeedsLayout() {
        needsLayoutFlag = true
        placementInHost()?.0.markSubtreeNeedsLayout()
    }
}
