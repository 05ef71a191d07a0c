import Foundation

/// UIKit's extension of Foundation's `IndexPath` for table views: a path of two indexes, the section
/// first and the row second (Apple's "IndexPath: row, section").
extension IndexPath {
    /// A path to `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section index: the path's first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row index within its section: the path's second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
