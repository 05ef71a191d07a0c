import Foundation

/// Coordinate conversion, hit testing and the area a layer draws.
extension CALayer {
    /// What to add to a point in this layer's bounds coordinates to get it in its superlayer's: the
    /// frame's origin less the bounds' origin (a view's layer: the view's offset in its superview).
    var offsetInSuperlayer: CGPoint {
        if let owningView { return owningView.offsetInSuperview }
        let frame = self.frame
        return CGPoint(x: frame.minX - storedBounds.minX, y: frame.minY - storedBounds.minY)
    }

    /// The layer that contains this one for drawing: its superlayer, or the layer it masks.
    private var containingLayer: CALayer? {
        if let owningView { return owningView.superview?.layer }
        return parentLayer ?? maskedLayer
    }

    /// This layer's offset in the coordinates of the root of its tree, and that root.
    private var offsetInRoot: (offset: CGPoint, root: CALayer) {
        var offset = CGPoint.zero
        var layer = self
        while let container = layer.containingLayer {
            let step = layer.offsetInSuperlayer
            offset.x += step.x
            offset.y += step.y
            layer = container
        }
        return (offset, layer)
    }

    /// How far to move a point from `layer`'s coordinates into this layer's; nil `layer` means the
    /// root of this layer's tree. Layers in different trees convert as if their roots coincided, as
    /// Core Animation does.
    private func shift(from layer: CALayer?) -> CGPoint {
        let own = offsetInRoot.offset
        let other = layer?.offsetInRoot.offset ?? .zero
        return CGPoint(x: other.x - own.x, y: other.y - own.y)
    }

    /// `point`, given in `layer`'s coordinates (nil: the root of this tree), in this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let shift = shift(from: layer)
        return CGPoint(x: point.x + shift.x, y: point.y + shift.y)
    }

    /// `point`, in this layer's coordinates, in `layer`'s (nil: the root of this tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let shift = shift(from: layer)
        return CGPoint(x: point.x - shift.x, y: point.y - shift.y)
    }

    /// `rect`, given in `layer`'s coordinates (nil: the root of this tree), in this layer's.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let shift = shift(from: layer)
        return rect.offsetBy(dx: shift.x, dy: shift.y)
    }

    /// `rect`, in this layer's coordinates, in `layer`'s (nil: the root of this tree).
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let shift = shift(from: layer)
        return rect.offsetBy(dx: -shift.x, dy: -shift.y)
    }

    /// What ``hitTest(_:)`` does unless overridden (see there).
    func hitTestTree(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let offset = offsetInSuperlayer
        let local = CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        if masksToBounds, !contains(local) { return nil }
        for sublayer in drawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// The sublayers in the order they are drawn: by ``zPosition``, in sublayer order among equals.
    var drawingOrder: [CALayer] {
        let sublayers = self.sublayers ?? []
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// The area a standalone layer and its sublayers draw, in its bounds coordinates: the bounds,
    /// what reaches past them (``extentBeyondBounds``), nothing when hidden.
    var renderedExtent: CGRect {
        guard !isHidden else { return .null }
        return bounds.union(extentBeyondBounds)
    }

    /// What the layer draws outside its bounds, in its coordinates: the shadow, a shape's stroke,
    /// the contents under its gravity, and (unless it masks to its bounds) its standalone sublayers'
    /// extents. Null when nothing reaches out. A view's layer counts only its shadow and its
    /// standalone sublayers (the view's extent covers its subviews).
    var extentBeyondBounds: CGRect {
        let bounds = self.bounds
        var extent = CGRect.null
        if let shadow = displayShadow, let shape = shadowShape(in: bounds) {
            extent = extent.union(shadow.bounds(under: shape.bounds()))
        }
        if masksToBounds { return extent.isNull ? extent : extent.union(bounds) }
        extent = extent.union(contentExtentBeyondBounds(in: bounds))
        for sublayer in ownSublayers where !sublayer.isHidden {
            let offset = sublayer.offsetInSuperlayer
            extent = extent.union(sublayer.renderedExtent.offsetBy(dx: offset.x, dy: offset.y))
        }
        return extent
    }

    /// What the layer's own content (not its shadow or sublayers) draws past `bounds`: its contents
    /// image under its gravity, and what its class draws (``classContentExtent(in:)``).
    private func contentExtentBeyondBounds(in bounds: CGRect) -> CGRect {
        var extent = classContentExtent(in: bounds)
        if let image = contentsImage {
            let placed = contentsGravity.placement(of: contentsSize(of: image), in: bounds)
            if !bounds.contains(placed) { extent = extent.union(placed) }
        }
        return extent
    }
}
