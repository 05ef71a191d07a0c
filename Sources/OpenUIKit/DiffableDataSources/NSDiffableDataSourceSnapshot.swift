import Foundation

/// The state of a list's data at one moment: its sections and their items, each named by a unique
/// identifier (UIKit's `NSDiffableDataSourceSnapshot`, a value type, as in Swift on iOS).
///
/// An app builds one (or edits the one ``UITableViewDiffableDataSource/snapshot()`` returns) and
/// applies it; the data source works out what changed since the last one. Identifiers must be unique
/// across the whole snapshot: where UIKit raises (a duplicate, an identifier that is not in the
/// snapshot, no section to append to), the call reports an error diagnostic
/// (`diffableDataSource.duplicateIdentifiers`, `diffableDataSource.unknownIdentifier`,
/// `diffableDataSource.noSections`) and leaves the snapshot as it was, the way ``UITableView`` reports
/// `tableView.inconsistentUpdate`, so a ported app keeps running on data that is still consistent.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order, each with its items in order.
    var sections: [SectionIdentifierType] = []
    var itemsBySection: [[ItemIdentifierType]] = []
    /// Where each section is in ``sections``, and which section holds each item: the lookups UIKit's
    /// snapshot answers without a scan.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The sections marked by ``reloadSections(_:)`` since the snapshot was made or last applied.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked by ``reloadItems(_:)``: applying the snapshot makes new cells for them.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked by ``reconfigureItems(_:)``: applying the snapshot configures their existing
    /// cells again.
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Counting

    /// The number of items in all sections.
    public var numberOfItems: Int { itemSections.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The items of the section, or 0 for a section that is not in the snapshot (where UIKit raises,
    /// reported as `diffableDataSource.unknownIdentifier`).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    // MARK: Identifiers

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The section's items in order; empty (with `diffableDataSource.unknownIdentifier` reported, where
    /// UIKit raises) for a section that is not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = sectionIndexes[identifier] else {
            Self.reportUnknown("section", identifier)
            return []
        }
        return itemsBySection[section]
    }

    /// The section holding the item, or nil when the item is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's position in ``itemIdentifiers`` (counted across sections, as UIKit's), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return itemsBySection[..<location.section].reduce(location.item) { $0 + $1.count }
    }

    /// The section's position in ``sectionIdentifiers``, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    // MARK: Internal lookups

    /// The section index and the index within it of an item, or nil when it is not in the snapshot.
    func location(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let sectionIdentifier = itemSections[item], let section = sectionIndexes[sectionIdentifier],
              let index = itemsBySection[section].firstIndex(of: item) else { return nil }
        return (section, index)
    }

    /// The snapshot's content without its reload and reconfigure marks: what a data source keeps after
    /// applying it, as UIKit's `snapshot()` returns no marks.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    mutating func reindexSections() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    // MARK: Refusals

    /// Reports a refused call. A snapshot may be built on any thread, as UIKit's; the diagnostics
    /// belong to the main actor's runtime, so a refusal off the main queue is reported there later.
    static func refuse(_ code: String, _ message: String) {
        let diagnostic = Diagnostic(code: "diffableDataSource." + code, severity: .error, message: message + "; the snapshot is unchanged.")
        guard MainQueue.isCurrent else {
            Task { @MainActor in Diagnostics.report(diagnostic) }
            return
        }
        MainActor.assumeIsolated { Diagnostics.report(diagnostic) }
    }

    static func reportUnknown(_ kind: String, _ identifier: some Hashable) {
        refuse("unknownIdentifier", "Invalid \(kind) identifier \(identifier): it is not in the snapshot")
    }

    /// Reports the identifiers that occur twice in `identifiers` or are already in the snapshot
    /// (`existing`) and returns false; true when they are all new.
    static func areUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String,
                                                existing: (Identifier) -> Bool) -> Bool {
        var seen = Set<Identifier>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || existing($0) }
        guard duplicates.isEmpty else {
            refuse("duplicateIdentifiers", "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: "
                    + duplicates.map { "\($0)" }.joined(separator: ", "))
            return false
        }
        return true
    }
}
