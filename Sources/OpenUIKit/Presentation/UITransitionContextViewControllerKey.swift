/// Names a controller taking part in a transition, as UIKit's `UITransitionContextViewControllerKey`:
/// ``from`` is leaving (or, for a presentation, the presenting controller), ``to`` is arriving.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// Wraps one of UIKit's key strings.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}
