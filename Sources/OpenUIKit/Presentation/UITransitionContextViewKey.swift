/// Names a view taking part in a transition, as UIKit's `UITransitionContextViewKey`: the views the
/// animator moves, which may differ from the controllers' views (a presentation controller's
/// ``UIPresentationController/presentedView``) or be absent (the presenting view of a sheet).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string for the key.
    public let rawValue: String
    /// Wraps one of UIKit's key strings.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
