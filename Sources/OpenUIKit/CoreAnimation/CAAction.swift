import Foundation

/// What a layer runs when one of its properties changes, as Core Animation's `CAAction`: an
/// animation (``CAAnimation`` adds itself for the key), or `NSNull`, which does nothing and stops
/// the search for an action (``CALayer/action(forKey:)``).
public protocol CAAction {
    /// Runs the action for `event` (the property's key) on `anObject` (the layer).
    @MainActor func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: a layer's change with this action is not animated.
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
