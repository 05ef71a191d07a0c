import Foundation

/// Implicit animations: a change to an animatable property of a standalone layer that is drawn in a
/// view runs the layer's action for the property (``CALayer/action(forKey:)``) — by default an
/// animation from the value drawn before to the new one over 0.25 s (``CATransaction``) — as Core
/// Animation animates standalone layers. None runs while ``CATransaction/disableActions()`` is set,
/// in the transaction that added the layer to its superlayer, or for a layer in no view; and none
/// for a view's own layer, which UIKit's views turn off (`NSNull`) outside animation blocks and
/// animate through `UIView.animate` inside them.
extension CALayer {
    /// The action to run after `property` changes, looked up before the change (when an implicit
    /// animation still reads the old value); nil when none should run.
    func implicitAction(for property: LayerProperty) -> (any CAAction)? {
        guard owningView == nil, !CATransaction.disableActions() else { return nil }
        if let added = addedInTransaction, CATransaction.openLevels.contains(where: { $0 === added }) { return nil }
        guard placementInHost() != nil else { return nil }
        return action(forKey: property.rawValue)
    }

    /// Core Animation's implicit animation for `key`: from the value drawn now, with the current
    /// transaction's duration and timing function; nil for a key OpenUIKit does not animate.
    func implicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard let keyPath = AnimatedKeyPath(key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = keyPath.value(of: drawnLayer).anyValue
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
