import Foundation

extension UIApplication {
    /// The text size the user chose, as UIKit's `UIApplication.preferredContentSizeCategory`: the
    /// runtime's AppRuntime/preferredContentSizeCategory (`.large`, iOS's default, for an application
    /// outside a runtime). Views should prefer their own `traitCollection`, which overrides may change.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        runtime?.preferredContentSizeCategory ?? .large
    }
}
