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

    /// Shows ``contentConfiguration`` in ``contentView`` (``ContentConfigurationHost``); nil removes it.
    func applyContentConfiguration() {
        configuredContentView = ContentConfigurationHost.show(contentConfiguration, in: contentView, replacing: configuredContentView)
        setNeedsLayout()
    }
}
