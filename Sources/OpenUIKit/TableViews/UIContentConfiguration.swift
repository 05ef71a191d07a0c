import Foundation

/// A description of a cell's content that makes and updates the view showing it: UIKit's
/// `UIContentConfiguration` (iOS 14), set as a cell's ``UITableViewCell/contentConfiguration``.
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for `state` (a cell's highlighted or selected state).
    func updated(for state: any UIConfigurationState) -> Self
}
