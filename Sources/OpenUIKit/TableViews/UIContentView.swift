import Foundation

/// A view made by a ``UIContentConfiguration``: UIKit's `UIContentView`. Setting ``configuration``
/// shows the new content without making a new view.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (true by default, as UIKit's); when false the cell
    /// makes a new content view.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
