import Foundation

/// What an animation tells its ``CAAnimation/delegate``, as Core Animation's `CAAnimationDelegate`:
/// that it started, and that it stopped — `finished` false when it was removed before its end.
/// Both have default implementations that do nothing, as the protocol's methods are optional.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began its active time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended its active time (`flag` true) or was removed before it (`flag` false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
