import Foundation

/// What changed between two snapshots, in the index paths a table's (or a collection view's) batch
/// update takes: deletions, section moves' sources and reloads in the old snapshot's indexes,
/// insertions and move targets in the new one's, reconfigurations in the new one's (they run after
/// the update, on the cells the rows then have).
///
/// Items and sections that keep their order are left alone, so their cells stay: of the items that
/// stay in the same section, the longest run still in order (a longest increasing subsequence of
/// their new positions) stays put and only the others move, as UIKit moves the fewest it can. A
/// reloaded item that also moves, or a reloaded section that moves, is deleted and inserted instead
/// (a batch update may not reload and move the same row). Items coming from or going to a section that
/// is inserted, deleted or reloaded come and go with it.
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    /// One element's old and new position.
    struct Move<Position: Equatable>: Equatable {
        var from: Position
        var to: Position
    }

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        // Sections: the ones in both are either in order (kept), reloaded in place, or moved.
        let common = old.sections.filter { new.sectionIndexes[$0] != nil }
        let keptSections = Set(Self.inOrder(common.map { new.sectionIndexes[$0]! }).map { common[$0] })
        let reloaded = Set(new.reloadedSectionIdentifiers)
        /// Sections whose items come and go with them, by identifier.
        var wholesale = Set<Section>()
        for (index, section) in old.sections.enumerated() {
            guard let newIndex = new.sectionIndexes[section] else {
                deletedSections.insert(index)
                wholesale.insert(section)
                continue
            }
            if keptSections.contains(section) {
                if reloaded.contains(section) { reloadedSections.insert(index); wholesale.insert(section) }
            } else if reloaded.contains(section) {
                deletedSections.insert(index)
                insertedSections.insert(newIndex)
                wholesale.insert(section)
            } else {
                movedSections.append(Move(from: index, to: newIndex))
            }
        }
        for (index, section) in new.sections.enumerated() where old.sectionIndexes[section] == nil {
            insertedSections.insert(index)
            wholesale.insert(section)
        }

        // Items: those in a section that is in both snapshots and not wholesale, at both ends, survive.
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        func survives(_ item: Item) -> Bool {
            guard let oldSection = old.itemSections[item], let newSection = new.itemSections[item] else { return false }
            return !wholesale.contains(oldSection) && !wholesale.contains(newSection)
        }
        var stayingInPlace = Set<Item>()
        for (section, items) in old.itemsBySection.enumerated() where !wholesale.contains(old.sections[section]) {
            let staying = items.filter { survives($0) && new.itemSections[$0] == old.sections[section] }
            guard let newSection = new.sectionIndexes[old.sections[section]] else { continue }
            let newRows = Dictionary(uniqueKeysWithValues: new.itemsBySection[newSection].enumerated().map { ($1, $0) })
            stayingInPlace.formUnion(Self.inOrder(staying.map { newRows[$0]! }).map { staying[$0] })
        }
        for (section, items) in old.itemsBySection.enumerated() where !wholesale.contains(old.sections[section]) {
            for (row, item) in items.enumerated() {
                let oldPath = IndexPath(row: row, section: section)
                guard survives(item), let newPath = new.location(of: item).map({ IndexPath(row: $0.item, section: $0.section) }) else {
                    deletedItems.append(oldPath)
                    continue
                }
                switch (stayingInPlace.contains(item), reloadedItems.contains(item)) {
                case (true, true): self.reloadedItems.append(oldPath)
                case (true, false): break
                case (false, true): deletedItems.append(oldPath); insertedItems.append(newPath)
                case (false, false): movedItems.append(Move(from: oldPath, to: newPath))
                }
            }
        }
        for (section, items) in new.itemsBySection.enumerated() where !wholesale.contains(new.sections[section]) {
            for (row, item) in items.enumerated() where !survives(item) {
                insertedItems.append(IndexPath(row: row, section: section))
            }
        }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { item in
            guard survives(item), !reloadedItems.contains(item), let location = new.location(of: item) else { return nil }
            return IndexPath(row: location.item, section: location.section)
        }
    }

    /// The indexes (into `positions`) of a longest run of `positions` that increases: the elements that
    /// can stay while the others move.
    static func inOrder(_ positions: [Int]) -> [Int] {
        // Patience sorting: `tails[k]` is the index ending the best run of length k + 1 found so far.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: positions.count)
        for (index, position) in positions.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if positions[tails[middle]] < position { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(index)
            index = previous[index]
        }
        return run.reversed()
    }
}
