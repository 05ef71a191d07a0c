import Foundation

/// The snapshot read by index path, the way a diffable data source serves a table's rows and a
/// collection view's items (both are an index path's second index): one place for the lookups both data
/// sources make.
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath`, or nil when there is none.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    /// Where `item` is, or nil when the snapshot does not hold it.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        location(of: item).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section at `index`, or nil.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at `index`; 0 for a section that does not exist.
    func itemCount(inSectionAt index: Int) -> Int {
        itemsBySection.indices.contains(index) ? itemsBySection[index].count : 0
    }

    /// Moves the item at `source` to `destination`, as a data source does after the user reordered it
    /// (the view has already moved it). Nothing when either does not exist.
    mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let item = item(at: source), source != destination, sections.indices.contains(destination.section) else {
            return
        }
        itemsBySection[source.section].remove(at: source.item)
        let index = min(destination.item, itemsBySection[destination.section].count)
        itemsBySection[destination.section].insert(item, at: index)
        itemSections[item] = sections[destination.section]
    }
}
