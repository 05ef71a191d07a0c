import Foundation

/// The object that draws and lays out a layer for it, as Core Animation's `CALayerDelegate`.
///
/// Every requirement has a default (Core Animation's are optional methods): ``display(_:)`` draws
/// the layer through ``draw(_:in:)`` (``CALayer/display()``'s default), ``draw(_:in:)`` and
/// ``layoutSublayers(of:)`` do nothing, ``action(for:forKey:)`` answers nil. A view is its own layer's delegate, as in UIKit.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates the layer's content; by default records ``draw(_:in:)``, as when a delegate does not
    /// implement `display(_:)` in Core Animation.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's bounds coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers, when the layer's ``CALayer/layoutSublayers()`` runs.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on `layer` (``CALayer/action(forKey:)``): nil lets the
    /// layer look further, `NSNull` animates nothing. A view answers `NSNull` outside an animation
    /// block, as UIKit does, so its own layer is not animated implicitly.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Records ``draw(_:in:)`` as the layer's content, as Core Animation does for a delegate without
    /// `display(_:)`.
    public func display(_ layer: CALayer) {
        layer.recordDrawing()
    }

    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Lays out nothing.
    public func layoutSublayers(of layer: CALayer) {}

    /// No action: the layer looks further.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
