import Foundation

/// Items in lines that wrap — a grid of photos, a carousel, a tag cloud: UIKit's
/// `UICollectionViewFlowLayout`.
///
/// Each section stacks, along the ``scrollDirection``: its header (``headerReferenceSize``), its
/// ``sectionInset``, its lines of items and its footer. A line holds as many items as fit across with
/// at least ``minimumInteritemSpacing`` between them; lines are ``minimumLineSpacing`` apart, and the
/// items of a line are centered in it across the scroll direction. Sizes, insets and spacings come
/// from the collection view's delegate when it adopts ``UICollectionViewDelegateFlowLayout``.
///
/// How the items spread along a line follows UIKit, whose documentation says the interitem spacing
/// "is used to compute how many items can fit in a single line, but after the number of items is
/// determined, the actual spacing may possibly be adjusted upward": a full line is justified (its
/// first item at the leading inset, its last at the trailing one, the spare space shared equally
/// between the items); the last line of a section keeps the minimum spacing from the leading inset;
/// and a line holding a single item centers it — except the last line of a section of several
/// lines, which stays leading like every last line (UIKit's well-known look: a lone item in a
/// section is centered, the short last row of a grid is not).
///
/// The frames are computed once per ``prepare()``; ``layoutAttributesForElements(in:)`` then finds
/// the lines that meet the rect by binary search, so scrolling a 10,000-item grid costs only the
/// visible lines.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The ``estimatedItemSize`` that asks every cell for its own size (Auto Layout), as UIKit's.
    public nonisolated static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                          height: CGFloat.greatestFiniteMagnitude)

    /// The direction the content scrolls and sections stack in (vertical by default).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// Every item's size when the delegate gives none (50 × 50 by default, as UIKit's).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }
    /// A size the items count as until their cells measured themselves; `.zero` (the default) turns
    /// self-sizing off, ``automaticSize`` turns it on with an estimate the layout picks.
    open var estimatedItemSize: CGSize = .zero {
        didSet { if estimatedItemSize != oldValue { measuredSizes.removeAll(); invalidateLayout() } }
    }
    /// The least space between lines (10 by default).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }
    /// The least space between the items of a line (10 by default).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }
    /// The margins around each section's items (none by default).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }
    /// What ``sectionInset`` is measured from (the content inset by default).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }
    /// Each section header's size: its height in a vertical layout, its width in a horizontal one
    /// (the other side is the collection view's); zero, the default, shows no header.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// Each section footer's size, as ``headerReferenceSize``.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }
    /// Whether headers stay at the top of the visible area while their section scrolls under them
    /// (iOS 9). Stored only: headers scroll with their section (WhatsSupported.md).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom of the visible area. Stored only, as the headers'.
    open var sectionFootersPinToVisibleBounds = false

    // MARK: Computed frames

    /// One stacked slice of the content: a header, a line of items, or a footer.
    private struct Slice {
        var start: CGFloat
        var end: CGFloat
        var elements: [UICollectionViewLayoutAttributes]
    }

    private var slices: [Slice] = []
    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    private var contentSize: CGSize = .zero
    /// Sizes self-sizing cells asked for, per item, until the data changes.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// The collection view's bounds size the frames were computed for.
    private var preparedSize: CGSize = .zero

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Computes every header, item and footer frame from the data source's counts and the delegate's
    /// sizes.
    open override func prepare() {
        super.prepare()
        slices.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        footers.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentSize = .zero
            return
        }
        preparedSize = collectionView.bounds.size
        let axis = FlowAxis(vertical: scrollDirection == .vertical)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let contentInset = collectionView.adjustedContentInset
        let breadth = axis.across(collectionView.bounds.size) - axis.acrossInsets(contentInset)
        let referenceInsets = sectionReferenceInsets(of: collectionView)
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let indexPath = IndexPath(item: 0, section: section)
            let header = axis.along(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                                        ?? headerReferenceSize)
            headers.append(header > 0 ? stackSupplementary(UICollectionView.elementKindSectionHeader, at: indexPath,
                                                           position: &position, length: header, breadth: breadth, axis: axis) : nil)
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            position += axis.before(inset)
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                itemSize(at: IndexPath(item: item, section: section), delegate: delegate, in: collectionView)
            }
            let leading = axis.leading(inset) + axis.leading(referenceInsets)
            let available = breadth - leading - axis.trailing(inset) - axis.trailing(referenceInsets)
            items.append(stackLines(of: sizes, section: section, position: &position,
                                    lines: FlowLines(leading: leading, available: available, interitemSpacing: interitemSpacing,
                                                     lineSpacing: lineSpacing), axis: axis))
            position += axis.after(inset)
            let footer = axis.along(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                                        ?? footerReferenceSize)
            footers.append(footer > 0 ? stackSupplementary(UICollectionView.elementKindSectionFooter, at: indexPath,
                                                           position: &position, length: footer, breadth: breadth, axis: axis) : nil)
        }
        contentSize = axis.size(along: position, across: breadth)
    }

    /// The item's size: measured, estimated, or the delegate's (or ``itemSize``).
    private func itemSize(at indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?,
                          in collectionView: UICollectionView) -> (size: CGSize, estimated: Bool) {
        if estimatedItemSize != .zero {
            if let measured = measuredSizes[indexPath] { return (measured, false) }
            return (estimatedItemSize == Self.automaticSize ? Self.automaticEstimate : estimatedItemSize, true)
        }
        return (delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize, false)
    }

    /// What an ``automaticSize`` item counts as until measured: UIKit's flow layout does not say; 50 × 50,
    /// its default item size.
    private static let automaticEstimate = CGSize(width: 50, height: 50)

    /// The insets of the area ``sectionInsetReference`` names, beyond the content inset.
    private func sectionReferenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let content = collectionView.adjustedContentInset
        return UIEdgeInsets(top: max(0, reference.top - content.top), left: max(0, reference.left - content.left),
                            bottom: max(0, reference.bottom - content.bottom), right: max(0, reference.right - content.right))
    }

    /// A header or footer across the whole breadth, stacked at `position`.
    private func stackSupplementary(_ kind: String, at indexPath: IndexPath, position: inout CGFloat, length: CGFloat,
                                    breadth: CGFloat, axis: FlowAxis) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = axis.rect(along: position, across: 0, length: length, breadth: breadth)
        slices.append(Slice(start: position, end: position + length, elements: [attributes]))
        position += length
        return attributes
    }

    /// Breaks a section's items into lines and stacks them at `position`.
    private func stackLines(of sizes: [(size: CGSize, estimated: Bool)], section: Int, position: inout CGFloat,
                            lines: FlowLines, axis: FlowAxis) -> [UICollectionViewLayoutAttributes] {
        var attributes: [UICollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(sizes.count)
        let breaks = lines.breaks(breadths: sizes.map { axis.across($0.size) })
        for (lineIndex, range) in breaks.enumerated() {
            let length = sizes[range].map { axis.along($0.size) }.max() ?? 0
            let offsets = lines.offsets(breadths: sizes[range].map { axis.across($0.size) },
                                        isLast: lineIndex == breaks.count - 1, isOnly: breaks.count == 1)
            var line: [UICollectionViewLayoutAttributes] = []
            for (item, offset) in zip(range, offsets) {
                let element = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                let size = sizes[item].size
                element.frame = axis.rect(along: position + (length - axis.along(size)) / 2, across: offset,
                                          length: axis.along(size), breadth: axis.across(size))
                element.isSizeEstimated = sizes[item].estimated
                line.append(element)
            }
            slices.append(Slice(start: position, end: position + length, elements: line))
            attributes += line
            position += length
            if lineIndex < breaks.count - 1 { position += lines.lineSpacing }
        }
        return attributes
    }

    // MARK: Queries

    /// The headers, items and footers that meet `rect`, found by binary search over the stacked slices.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let axis = FlowAxis(vertical: scrollDirection == .vertical)
        let (low, high) = axis.span(of: rect)
        var first = slices.startIndex, last = slices.endIndex
        while first < last {
            let middle = (first + last) / 2
            if slices[middle].end <= low { first = middle + 1 } else { last = middle }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        for slice in slices[first...] {
            if slice.start >= high { break }
            found += slice.elements.filter { Self.overlaps($0.frame, rect) }
        }
        return found
    }

    /// Whether two rects share some area: an element that only touches the rect's edge is not in it
    /// (Foundation's `intersects` on Linux counts touching edges, so it is not used here).
    private static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let kept = elementKind == UICollectionView.elementKindSectionHeader ? headers
            : elementKind == UICollectionView.elementKindSectionFooter ? footers : []
        return kept.indices.contains(indexPath.section) ? kept[indexPath.section] : nil
    }

    /// A change of the bounds' size lays out again (the lines wrap at the new breadth); a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// A self-sizing cell whose measured size differs from its estimate lays out again with it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override func adoptPreferredLayoutAttributes(_ preferredAttributes: UICollectionViewLayoutAttributes) {
        measuredSizes[preferredAttributes.indexPath] = preferredAttributes.size
    }

    override func dataDidChange() {
        measuredSizes.removeAll()
    }
}
