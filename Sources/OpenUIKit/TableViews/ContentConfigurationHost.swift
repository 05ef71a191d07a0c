import Foundation

/// Shows a cell's `contentConfiguration` inside its content view, as UIKit's table and collection view
/// cells do (iOS 14): the view showing the previous configuration takes the new one when it supports
/// it (``UIContentView/supports(_:)``), otherwise the configuration makes a new view.
@MainActor
enum ContentConfigurationHost {
    /// Shows `configuration` in `container`, reusing `current` when it can; returns the view now
    /// showing it, or nil when `configuration` is nil (the previous view is then removed).
    static func show(_ configuration: (any UIContentConfiguration)?, in container: UIView, replacing current: UIView?) -> UIView? {
        if let configuration, let current = current as? any UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return current as? UIView
        }
        current?.removeFromSuperview()
        guard let configuration else { return nil }
        let view = configuration.makeContentView()
        container.addSubview(view)
        return view
    }
}
