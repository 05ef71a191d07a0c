import Foundation

/// The name of an app's own state in a configuration state, as UIKit's `UIConfigurationStateCustomKey`
/// (iOS 14): `extension UIConfigurationStateCustomKey { static let isFollowed = Self("com.app.isFollowed") }`,
/// then `state[.isFollowed] = true`. The modern replacement for ``UIControl/State/application`` bits.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name; keys with equal names are the same key.
    public let rawValue: String
    /// Wraps `rawValue`, as UIKit's `UIConfigurationStateCustomKey(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The unlabelled spelling UIKit code uses: `UIConfigurationStateCustomKey("com.app.isFollowed")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
