import Foundation

/// What a configuration state carries, as UIKit's `UIConfigurationState` protocol (iOS 14): the
/// trait collection and an app's custom states by key. ``UIViewConfigurationState`` adds the view's
/// common flags.
public protocol UIConfigurationState {
    /// The traits the state was made for.
    var traitCollection: UITraitCollection { get set }
    /// Makes a state for `traitCollection`, with no flags and no custom states.
    init(traitCollection: UITraitCollection)
    /// The custom state stored under `key`; nil when it was never set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
