import Foundation

/// How a ``CATransition`` brings in the layer's new rendering, as Core Animation's
/// `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation's string constants.
    public let rawValue: String

    /// A type by its name; a name OpenUIKit does not know transitions as ``fade``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The old rendering fades out as the new one fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new rendering slides in over the old one, from the ``CATransitionSubtype`` side.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new rendering slides in from the ``CATransitionSubtype`` side, pushing the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old rendering slides away in the ``CATransitionSubtype`` direction, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
