import Foundation
import OpenUIKit

/// The custom states of ``ConfigurationFollowButton``, as keys of a configuration state: the modern
/// form of the article's application state bits (``UIControl/State/followed``,
/// ``UIControl/State/mutual``, ``UIControl/State/loading``), with no bits to allocate or collide.
extension UIConfigurationStateCustomKey {
    /// The user follows the other user.
    public static let isFollowed = UIConfigurationStateCustomKey("org.openuikit.buttonkit.isFollowed")
    /// The two users follow each other.
    public static let isMutual = UIConfigurationStateCustomKey("org.openuikit.buttonkit.isMutual")
    /// Waiting for the server.
    public static let isLoading = UIConfigurationStateCustomKey("org.openuikit.buttonkit.isLoading")
}

/// Typed access to the follow button's custom states, as Apple's `UIConfigurationStateCustomKey`
/// documentation shows for a cell's custom state: absent reads as false.
extension UIViewConfigurationState {
    /// The ``UIConfigurationStateCustomKey/isFollowed`` state.
    public var isFollowed: Bool {
        get { self[.isFollowed] as? Bool ?? false }
        set { self[.isFollowed] = newValue }
    }

    /// The ``UIConfigurationStateCustomKey/isMutual`` state.
    public var isMutual: Bool {
        get { self[.isMutual] as? Bool ?? false }
        set { self[.isMutual] = newValue }
    }

    /// The ``UIConfigurationStateCustomKey/isLoading`` state.
    public var isLoading: Bool {
        get { self[.isLoading] as? Bool ?? false }
        set { self[.isLoading] = newValue }
    }
}
