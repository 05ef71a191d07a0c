import Foundation

/// Adding, removing, moving and reloading sections, as UIKit's snapshot does. A refused call (see
/// ``NSDiffableDataSourceSnapshot``) changes nothing.
extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections after the last one.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds empty sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSectionIndex(toIdentifier) else { return }
        insertSections(identifiers, at: index)
    }

    /// Adds empty sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = existingSectionIndex(toIdentifier) else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes the sections and every item in them. Identifiers that are not in the snapshot are
    /// skipped: deleting is asked for by what should be gone, and an absent section already is.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for (section, identifier) in sections.enumerated() where doomed.contains(identifier) {
            for item in itemsBySection[section] { itemSections[item] = nil }
        }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        itemsBySection = kept.map { itemsBySection[$0] }
        sections = kept.map { sections[$0] }
        reindexSections()
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        forgetMarksOfDeletedItems()
    }

    /// Moves a section, with its items, just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section, with its items, just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks the sections to be reloaded: applying the snapshot asks for all their cells and headers
    /// again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        guard identifiers.allSatisfy({ existingSectionIndex($0) != nil }) else { return }
        for section in identifiers where !reloadedSectionIdentifiers.contains(section) { reloadedSectionIdentifiers.append(section) }
    }

    // MARK: Helpers

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard Self.areUnique(identifiers, kind: "section", existing: { sectionIndexes[$0] != nil }) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool) {
        guard let from = existingSectionIndex(identifier), existingSectionIndex(target) != nil else { return }
        guard identifier != target else { return Self.reportUnknown("target section (the section itself)", target) }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = sectionIndexes[target, default: 0] + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections()
    }

    /// The section's index, or nil with `diffableDataSource.unknownIdentifier` reported.
    func existingSectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        guard let index = sectionIndexes[identifier] else {
            Self.reportUnknown("section", identifier)
            return nil
        }
        return index
    }
}
