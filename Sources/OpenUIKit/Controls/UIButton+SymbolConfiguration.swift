import Foundation

/// Per-state symbol configurations, as UIKit's `setPreferredSymbolConfiguration(_:forImageIn:)`.
extension UIButton {
    /// The point size, weight and scale a symbol image is shown with in `state`, applied over the
    /// image's own configuration, as UIKit's `setPreferredSymbolConfiguration(_:forImageIn:)`. Looked up
    /// as every per-state value: the state's own, else `.normal`'s. Images that are not symbols ignore it.
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                                forImageIn state: State) {
        setContent(\.preferredSymbolConfiguration, configuration, for: state)
    }

    /// The configuration for `state`: its own, else the normal state's, as UIKit's
    /// `preferredSymbolConfigurationForImage(in:)`.
    public func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        content(\.preferredSymbolConfiguration, for: state)
    }
}
