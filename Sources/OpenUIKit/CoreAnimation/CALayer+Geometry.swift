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

    /// The map from this layer's bounds coordinates to its superlayer's when the layer has a
    /// transform (nil: the plain offset ``offsetInSuperlayer``, the fast path every untransformed
    /// layer takes). As Core Animation places a layer: a point `p` of the bounds lands at
    /// `position + transform(p − anchor)`, the anchor being ``anchorPoint`` in bounds coordinates,
    /// so the transform turns and scales the layer about its anchor point. A view's layer answers
    /// its view's transform, about the view's center (`UIView+Transform.swift`).
    var transformToSuperlayer: CGAffineTransform? {
        if let owningView { return owningView.hasTransform ? owningView.transformToSuperview : nil }
        guard !CATransform3DIsIdentity(storedTransform) else { return nil }
        return placement(position: storedPosition, bounds: storedBounds, transform: storedTransform)
    }

    /// The map from bounds coordinates to the superlayer's for this layer's ``anchorPoint`` with
    /// `bounds` at `position` under `transform` (its affine part): the model values, or a
    /// presentation's.
    func placement(position: CGPoint, bounds: CGRect, transform: CATransform3D) -> CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + storedAnchorPoint.x * bounds.width,
                             y: bounds.minY + storedAnchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The map from this layer's coordinates to its superlayer's, transformed or not.
    private var mapToSuperlayer: CGAffineTransform {
        if let transformToSuperlayer { return transformToSuperlayer }
        let offset = offsetInSuperlayer
        return CGAffineTransform(translationX: offset.x, y: offset.y)
    }

    /// `rect`, in this layer's coordinates, in its superlayer's: offset, or the bounding box of its
    /// image under the layer's transform.
    func rectInSuperlayer(_ rect: CGRect) -> CGRect {
        if let transformToSuperlayer { return rect.applying(transformToSuperlayer) }
        let offset = offsetInSuperlayer
        return rect.offsetBy(dx: offset.x, dy: offset.y)
    }

    /// `point`, in the superlayer's coordinates, in this layer's. Under a transform with no inverse
    /// (scaled to zero) the layer covers no area: the answer is then not finite, which no bounds
    /// contain, as for a view (``UIView/pointFromSuperview(_:)``).
    func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
        guard let map = transformToSuperlayer else {
            let offset = offsetInSuperlayer
            return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        }
        guard map.a * map.d - map.b * map.c != 0 else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return point.applying(map.inverted())
    }

    /// The layer that contains this one for drawing: its superlayer, or the layer it masks.
    private var containingLayer: CALayer? {
        if let owningView { return owningView.superview?.layer }
        return parentLayer ?? maskedLayer
    }

    /// The map from this layer's coordinates to the root's of its tree (every transform on the way
    /// composed). A loop, not recursion (issue 8).
    private var mapToRoot: CGAffineTransform {
        var map = CGAffineTransform.identity
        var layer = self
        while let container = layer.containingLayer {
            map = map.concatenating(layer.mapToSuperlayer)
            layer = container
        }
        return map
    }

    /// The map from `layer`'s coordinates into this layer's; nil `layer` means the root of this
    /// layer's tree. Layers in different trees convert as if their roots coincided, as Core
    /// Animation does. Through a transform with no inverse, points come out as they went in (Core
    /// Graphics' `inverted()` answers such a transform unchanged).
    private func map(from layer: CALayer?) -> CGAffineTransform {
        let other = layer?.mapToRoot ?? .identity
        return other.concatenating(mapToRoot.inverted())
    }

    /// `point`, given in `layer`'s coordinates (nil: the root of this tree), in this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        point.applying(map(from: layer))
    }

    /// `point`, in this layer's coordinates, in `layer`'s (nil: the root of this tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return point.applying(mapToRoot) }
        return layer.convert(point, from: self)
    }

    /// `rect`, given in `layer`'s coordinates (nil: the root of this tree), in this layer's: the
    /// bounding box of its image when a transform on the way turns it.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        rect.applying(map(from: layer))
    }

    /// `rect`, in this layer's coordinates, in `layer`'s (nil: the root of this tree).
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return rect.applying(mapToRoot) }
        return layer.convert(rect, from: self)
    }

    /// What ``hitTest(_:)`` does unless overridden (see there).
    func hitTestTree(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = pointFromSuperlayer(point)
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
        let drawn = drawnLayer
        guard !drawn.isHidden else { return .null }
        return drawn.bounds.union(extentBeyondBounds)
    }

    /// What the layer draws outside its bounds, in its coordinates: the shadow, a shape's stroke,
    /// the contents under its gravity, and (unless it masks to its bounds) its standalone sublayers'
    /// extents. Null when nothing reaches out. A view's layer counts only its shadow and its
    /// standalone sublayers (the view's extent covers its subviews).
    /// A layer with running animations counts what its presentation draws (``drawnLayer``).
    var extentBeyondBounds: CGRect {
        let drawn = drawnLayer
        let bounds = drawn.bounds
        var extent = CGRect.null
        if let shadow = drawn.displayShadow, let shape = drawn.shadowShape(in: bounds) {
            extent = extent.union(shadow.bounds(under: shape.bounds()))
        }
        if drawn.masksToBounds { return extent.isNull ? extent : extent.union(bounds) }
        extent = extent.union(drawn.contentExtentBeyondBounds(in: bounds))
        for sublayer in ownSublayers {
            let drawnSublayer = sublayer.drawnLayer
            guard !drawnSublayer.isHidden else { continue }
            extent = extent.union(drawnSublayer.rectInSuperlayer(sublayer.renderedExtent))
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
