import Foundation

/// What a search bar asks and tells its delegate, as UIKit's `UISearchBarDelegate`. Every method is
/// optional in UIKit; here each has UIKit's default (the `should` methods answer true), so a delegate
/// implements only what it needs.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Asked before the search field begins editing; false keeps it from editing.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The search field began editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Asked before the search field ends editing; false keeps it editing.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The search field ended editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button) — not sent when the app
    /// sets ``UISearchBar/text``, as in UIKit.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Asked before each edit by the user replaces the text in `range` with `text`; false drops it.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The Search (return) key was pressed. The keyboard stays up: the app resigns the bar if it wants.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped. The bar does not end editing or clear by itself, as in UIKit.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The search results button was tapped.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// UIKit's default: editing may begin.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// UIKit's default: editing may end.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing by default.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// UIKit's default: every edit is made.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing by default.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing by default.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
