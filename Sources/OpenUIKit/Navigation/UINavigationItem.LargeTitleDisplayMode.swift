import Foundation

extension UINavigationItem {
    /// Whether an item's title shows large when its bar ``UINavigationBar/prefersLargeTitles``, as
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack (the root item: large), as UIKit's `.automatic`.
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large: the inline title.
        case never = 2
    }
}
