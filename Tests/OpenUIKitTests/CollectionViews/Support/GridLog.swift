import Foundation
import OpenUIKit

/// A collection view's data source and flow-layout delegate that serves `counts` items of labelled
/// cells (registered under "cell", headers under "header") and logs the delegate calls the tests look
/// at, as "didSelect 0-2".
@MainActor
final class GridLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    /// A size per item from `sizeForItemAt`; nil answers the layout's `itemSize`.
    var itemSizes: ((IndexPath) -> CGSize)?
    /// Per-section insets from `insetForSectionAt`; absent sections answer the layout's.
    var sectionInsets: [Int: UIEdgeInsets] = [:]
    /// Items `shouldSelectItemAt` refuses.
    var unselectable: Set<IndexPath> = []
    var deselectsInDidSelect = false
    var events: [String] = []
    var cellRequests = 0
    /// Every distinct cell the collection view handed out: how many it made.
    private(set) var distinctCells: [UICollectionViewCell] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? LabelCell)?.label.text = name(indexPath)
        if !distinctCells.contains(where: { $0 === cell }) { distinctCells.append(cell) }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        events.append("supplementary \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        itemSizes?(indexPath) ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        sectionInsets[section] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(name(indexPath))")
        return !unselectable.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath))")
        if deselectsInDidSelect { collectionView.deselectItem(at: indexPath, animated: true) }
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        events.append("didEndDisplaying \(name(indexPath))")
    }

    func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

    /// The logged events whose names start with one of `prefixes`, then clears the log.
    func take(_ prefixes: String...) -> [String] {
        defer { events.removeAll() }
        return events.filter { event in prefixes.isEmpty || prefixes.contains { event.hasPrefix($0) } }
    }
}

/// A cell with a label, counting how often it was reused.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()
    var reuseCount = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}
