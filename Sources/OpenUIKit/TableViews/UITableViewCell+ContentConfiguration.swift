import Foundation

extension UITableViewCell {
    /// A list content configuration styled for the cell's style, as UIKit's (iOS 14): `.valueCell()` for
    /// `.value1` and `.value2`, `.subtitleCell()` for `.subtitle`, `.cell()` otherwise. Set its text and
    /// assign it to ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        case .default: .cell()
        }
    }

    /// Shows ``contentConfiguration``: the current content view takes it when it supports it, otherwise
    /// the configuration makes a new one that fills ``contentView``; nil removes it.
    func applyContentConfiguration() {
        if let configuration = contentConfiguration, let current = configuredContentView as? any UIContentView,
           current.supports(configuration) {
            current.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            if let configuration = contentConfiguration {
                let view = configuration.makeContentView()
                contentView.addSubview(view)
                configuredContentView = view
            }
        }
        setNeedsLayout()
    }
}
