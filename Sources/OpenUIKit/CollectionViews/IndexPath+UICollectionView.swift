import Foundation

/// UIKit's extension of Foundation's `IndexPath` for collection views: an item in a section, the
/// section first and the item second (the same two indexes a table's row uses).
extension IndexPath {
    /// A path to `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item index within its section: the path's second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
