import Foundation
import Testing
@testable import OpenUIKit

/// UIKit's `IndexPath(row:section:)`: the section is the first index, the row the second.
@MainActor
@Suite struct IndexPathTableTests {
    @Test func rowAndSectionAreTheTwoIndexes() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        path.row = 4
        path.section = 2
        #expect(Array(path) == [2, 4])
    }

    @Test func pathsSortBySectionThenRow() {
        let paths = [IndexPath(row: 0, section: 1), IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 0)]
        #expect(paths.sorted() == [IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 1)])
    }
}
