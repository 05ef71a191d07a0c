import Foundation

/// The layer tree, as Core Animation's: ``sublayers`` back to front, ``superlayer`` held weakly (a
/// layer owns its sublayers, so no cycle), ``addSublayer(_:)``, the `insertSublayer` family,
/// ``replaceSublayer(_:with:)`` and ``removeFromSuperlayer()``.
///
/// A view's layer lists its subviews' layers and its standalone sublayers together in drawing order,
/// as UIKit's: a sublayer added after the subviews draws above them, a subview added after it above
/// it. The subviews stay the truth for their layers — moving a view's layer is done by moving the view
/// (`addSubview`); inserting a view's layer into another layer is refused with a
/// `layer.viewLayerMoved` warning. Each standalone sublayer remembers the subview directly below it
/// (``subviewBelow``), so adding or removing subviews needs no second list kept in step. Sublayers
/// inserted below every subview stay there: `insertSubview(_:at: 0)` puts the view above them.
extension CALayer {
    /// The layer this one is drawn in: the superview's layer for a view's layer, else the layer it
    /// was added to. Nil for a root (and for a mask, which belongs to the layer it masks).
    public var superlayer: CALayer? {
        if let owningView { return owningView.superview?.layer }
        return parentLayer
    }

    /// The sublayers, back to front (nil when there are none, as Core Animation answers). Setting it
    /// replaces the standalone sublayers; a view's layer keeps its subviews' layers.
    public var sublayers: [CALayer]? {
        get {
            let list = orderedSublayers
            return list.isEmpty ? nil : list
        }
        set {
            for layer in ownSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The sublayers in order (see ``sublayers``).
    private var orderedSublayers: [CALayer] {
        guard let owningView else { return ownSublayers }
        return sublayerEntries(of: owningView).map { entry in
            switch entry {
            case let .view(subview): subview.layer
            case let .layer(layer): layer
            }
        }
    }

    /// A view's subviews and its layer's standalone sublayers, back to front: each standalone layer
    /// directly above the subview it names (``subviewBelow``), in their own order among those with the
    /// same subview; those naming no subview first.
    func sublayerEntries(of view: UIView) -> [SublayerEntry] {
        var above: [ObjectIdentifier: [CALayer]] = [:]
        var entries: [SublayerEntry] = []
        for layer in ownSublayers {
            if let subview = layer.subviewBelow { above[subview, default: []].append(layer) } else { entries.append(.layer(layer)) }
        }
        for subview in view.subviews {
            entries.append(.view(subview))
            for layer in above.removeValue(forKey: ObjectIdentifier(subview)) ?? [] { entries.append(.layer(layer)) }
        }
        return entries
    }

    /// Adds `layer` above every sublayer, removing it from its superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: orderedSublayers.count))
    }

    /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range, as Core Animation
    /// does), removing it from its superlayer first.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard canAdopt(layer) else { return }
        layer.removeFromSuperlayer()
        appearanceWillChange()
        let order = orderedSublayers
        let index = min(Int(idx), order.count)
        if let owningView {
            // The subview directly below the insertion point, and the place after the standalone
            // layers already above it there.
            let entries = sublayerEntries(of: owningView)
            var anchor: ObjectIdentifier?
            var after: CALayer?
            for entry in entries[..<index].reversed() {
                if case let .layer(below) = entry, after == nil, anchor == nil { after = below }
                if case let .view(subview) = entry { anchor = ObjectIdentifier(subview); break }
            }
            layer.subviewBelow = anchor
            let position = after.flatMap { below in ownSublayers.firstIndex { $0 === below }.map { $0 + 1 } }
                ?? ownSublayers.firstIndex { $0.subviewBelow == anchor } ?? ownSublayers.count
            ownSublayers.insert(layer, at: position)
        } else {
            ownSublayers.insert(layer, at: index)
        }
        layer.parentLayer = self
        layer.addedInTransaction = CATransaction.current
        appearanceDidChange()
        layer.markNeedsLayoutIfPending()
    }

    /// Inserts `layer` directly below `sibling` (a sublayer); with nil or a layer that is not a
    /// sublayer, at the back, as Core Animation does.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in orderedSublayers.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Inserts `layer` directly above `sibling` (a sublayer); with nil or a layer that is not a
    /// sublayer, at the front, as Core Animation does.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let order = orderedSublayers
        let index = sibling.flatMap { sibling in order.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? order.count
        insertSublayer(layer, at: UInt32(clamping: index))
    }

    /// Puts `newLayer` where `oldLayer` (a standalone sublayer) is and removes `oldLayer`; nothing
    /// happens, with a `layer.notASublayer` warning, when `oldLayer` is not one.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.parentLayer === self, let index = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            return Diagnostics.warn("layer.notASublayer", "replaceSublayer(_:with:) with a layer that is not a sublayer; ignored.")
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(clamping: index))
    }

    /// Removes the layer from its superlayer (or from the layer it masks). A view's layer stays:
    /// remove the view with `removeFromSuperview()` (a `layer.viewLayerMoved` warning).
    public func removeFromSuperlayer() {
        if owningView != nil {
            if owningView?.superview != nil {
                Diagnostics.warn("layer.viewLayerMoved", "A view's layer leaves its superlayer with its view (removeFromSuperview()); ignored.")
            }
            return
        }
        if let masked = maskedLayer {
            masked.mask = nil
            return
        }
        guard let parent = parentLayer else { return }
        appearanceWillChange()
        parent.ownSublayers.removeAll { $0 === self }
        parentLayer = nil
        subviewBelow = nil
        parent.appearanceDidChange()
    }

    /// Whether `layer` may become a sublayer of this one: not a view's layer (move the view), not this
    /// layer or one of its ancestors (a cycle). Refusals are warnings, as the app's tree stays usable.
    private func canAdopt(_ layer: CALayer) -> Bool {
        if layer.owningView != nil {
            Diagnostics.warn("layer.viewLayerMoved", "A view's layer moves with its view (addSubview(_:)); insertSublayer ignored.")
            return false
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                Diagnostics.warn("layer.cycle", "A layer cannot be a sublayer of itself or of its own sublayer; ignored.")
                return false
            }
            ancestor = current.superlayer ?? current.maskedLayer
        }
        return true
    }

    /// Tells the host view a layer just added needs layout, if it was marked before it had a host.
    private func markNeedsLayoutIfPending() {
        if needsLayoutFlag { markNeedsLayout() }
    }

    /// A subview at `index` of this view layer's view is leaving its place (removed or moved): the
    /// standalone layers above it move onto the subview below it, so they keep their place.
    func subviewWillLeave(at index: Int, of view: UIView) {
        let leaving = ObjectIdentifier(view.subviews[index])
        let below = index > 0 ? ObjectIdentifier(view.subviews[index - 1]) : nil
        for layer in ownSublayers where layer.subviewBelow == leaving { layer.subviewBelow = below }
    }
}
