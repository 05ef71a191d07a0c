import Foundation

/// Adding, removing, moving, reloading and reconfiguring items, as UIKit's snapshot does. A refused
/// call (see ``NSDiffableDataSourceSnapshot``) changes nothing.
extension NSDiffableDataSourceSnapshot {
    /// Adds items at the end of `sectionIdentifier`, or of the last section when it is nil (UIKit's
    /// default). With no section at all UIKit raises; this reports `diffableDataSource.noSections`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            guard let index = existingSectionIndex(sectionIdentifier) else { return }
            section = index
        } else {
            guard !sections.isEmpty else {
                return Self.refuse("noSections", "There are currently no sections in the data source. Please add a section first")
            }
            section = sections.count - 1
        }
        insertItems(identifiers, at: (section, itemsBySection[section].count))
    }

    /// Adds items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let location = existingLocation(beforeIdentifier) else { return }
        insertItems(identifiers, at: location)
    }

    /// Adds items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let location = existingLocation(afterIdentifier) else { return }
        insertItems(identifiers, at: (location.section, location.item + 1))
    }

    /// Removes the items. Identifiers that are not in the snapshot are skipped, as
    /// ``deleteSections(_:)`` skips sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { itemSections[$0] != nil })
        guard !doomed.isEmpty else { return }
        let touched = Set(doomed.compactMap { itemSections[$0].flatMap { sectionIndexes[$0] } })
        for section in touched { itemsBySection[section].removeAll { doomed.contains($0) } }
        for item in doomed { itemSections[item] = nil }
        forgetMarksOfDeletedItems()
    }

    /// Removes every item; the sections stay, empty.
    public mutating func deleteAllItems() {
        itemsBySection = sections.map { _ in [] }
        itemSections.removeAll()
        forgetMarksOfDeletedItems()
    }

    /// Moves an item just before `toIdentifier`, into its section if it is another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item just after `toIdentifier`, into its section if it is another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded: applying the snapshot asks the cell provider for new cells for them.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingLocation($0) != nil }) else { return }
        for item in identifiers where !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
    }

    /// Marks items to be reconfigured: applying the snapshot runs the cell provider again on the cells
    /// they already have (dequeuing returns the same cell), cheaper than a reload (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard identifiers.allSatisfy({ existingLocation($0) != nil }) else { return }
        for item in identifiers where !reconfiguredItemIdentifiers.contains(item) { reconfiguredItemIdentifiers.append(item) }
    }

    // MARK: Helpers

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], at location: (section: Int, item: Int)) {
        guard Self.areUnique(identifiers, kind: "item", existing: { itemSections[$0] != nil }) else { return }
        itemsBySection[location.section].insert(contentsOf: identifiers, at: location.item)
        for item in identifiers { itemSections[item] = sections[location.section] }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool) {
        guard let from = existingLocation(identifier), existingLocation(target) != nil else { return }
        guard identifier != target else { return Self.reportUnknown("target item (the item itself)", target) }
        itemsBySection[from.section].remove(at: from.item)
        guard let to = location(of: target) else { return }
        itemsBySection[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        itemSections[identifier] = sections[to.section]
    }

    /// The item's location, or nil with `diffableDataSource.unknownIdentifier` reported.
    private func existingLocation(_ identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let location = location(of: identifier) else {
            Self.reportUnknown("item", identifier)
            return nil
        }
        return location
    }

    /// Drops reload and reconfigure marks of items that left the snapshot.
    mutating func forgetMarksOfDeletedItems() {
        let remaining = itemSections
        reloadedItemIdentifiers.removeAll { remaining[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { remaining[$0] == nil }
    }
}
