import Foundation

/// A view and its ``UIView/layer``: the view is the layer's delegate, as in UIKit, and the view's
/// layout pass lays out the standalone layers drawn in it.
extension UIView: CALayerDelegate {
    /// `NSNull` outside a `UIView.animate` block, so a change to the view's own layer is not
    /// animated implicitly, as UIKit's views answer; nil inside one, where UIKit answers its own
    /// animation and OpenUIKit's block animations run through the view (`UIView+Animation.swift`).
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        AnimationCapture.current == nil ? NSNull() : nil
    }

    /// Runs ``CALayer/layoutSublayers()`` on the standalone layers of this view's layer tree that are
    /// marked (``CALayer/setNeedsLayout()``, a new bounds size), parents first, when the layout pass
    /// reaches this view, after its own `layoutSubviews()` — where UIKit code sets a sublayer's frame
    /// from the view's bounds, which then marks the sublayer for its own layout.
    func layoutStandaloneSublayers() {
        guard let layer = loadedLayer, !layer.ownSublayers.isEmpty else { return }
        for sublayer in layer.ownSublayers { sublayer.layoutIfNeeded() }
    }

    /// The subview at `index` is leaving its place (removed, or moved in the order): the standalone
    /// sublayers of this view's layer drawn directly above it stay where they are, above the subview
    /// below it (``CALayer/subviewWillLeave(at:of:)``). Views whose layer has none pay one check.
    func sublayersWillLoseAnchor(at index: Int) {
        guard let layer = loadedLayer, !layer.ownSublayers.isEmpty else { return }
        layer.subviewWillLeave(at: index, of: self)
    }
}
