import Foundation

extension UITabBarItem {
    /// The system's tab bar items, as UIKit's `UITabBarItem.SystemItem`: each has the system's title
    /// and image.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The title iOS shows for the item (in English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The image: the catalogue's symbol nearest iOS's artwork (OpenUIKit draws its own symbols,
        /// see ``UIImage/init(systemName:)``); nil where the catalogue has none, and the title shows alone.
        @MainActor var image: UIImage? {
            let name: String? = switch self {
            case .more: "ellipsis"
            case .favorites: "star.fill"
            case .featured, .topRated: "star"
            case .contacts: "person.fill"
            case .bookmarks: "bookmark.fill"
            case .search: "magnifyingglass"
            case .recents, .history, .mostRecent, .downloads, .mostViewed: nil
            }
            return name.flatMap { SystemSymbol.named($0) != nil ? UIImage(systemName: $0) : nil }
        }
    }
}
