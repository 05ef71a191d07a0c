import Foundation

/// The transform of a view's own layer, which is the view's transform: UIKit's `view.transform` reads
/// and writes its layer's `transform` (as its affine part), so setting either changes both, and both
/// animate, draw, hit-test and convert the same way (see `UIView+Transform.swift`).
extension CALayer {
    /// The layer's transform, about its anchor point (the view's center), as Core Animation's
    /// `transform`. A 3D transform is kept as set — read back unchanged — but drawn, hit-tested and
    /// converted by its affine part (``CATransform3DGetAffineTransform(_:)``): OpenUIKit draws no
    /// perspective (`m34`) or depth (the README's "Differences from UIKit").
    ///
    /// A standalone layer is drawn, hit-tested (``hitTest(_:)``), converted (`convert(_:from:)`) and
    /// damaged under it about its ``anchorPoint`` (`CALayer+Geometry.swift`). A transform with a
    /// non-finite entry is refused with a `layer.invalidGeometry` error, as Core Animation raises
    /// `CALayerInvalidGeometry`.
    public var transform: CATransform3D {
        get { owningView?.storedLayerTransform ?? storedTransform }
        set {
            if let owningView { return owningView.setLayerTransform(newValue) }
            guard newValue.isFinite else {
                return reportInvalidGeometry("transform", CATransform3DGetAffineTransform(newValue))
            }
            guard !CATransform3DEqualToTransform(newValue, storedTransform) else { return }
            setPropertyUnchecked(.transform) { storedTransform = newValue }
        }
    }

    /// The transform as an affine transform, as Core Animation's `affineTransform()`: the affine part
    /// of ``transform``.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets ``transform`` to `m`, as Core Animation's `setAffineTransform(_:)`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }
}
