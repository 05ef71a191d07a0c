import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A 393 × 440 collection view at y = 100 in a test window (inside the safe area, so nothing is added
/// to its inset) with a flow layout of 100 × 100 items, served by a ``GridLog``.
@MainActor
struct GridFixture {
    let host = TestHost()
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let log: GridLog

    init(counts: [Int] = [20], configure: (UICollectionViewFlowLayout, GridLog) -> Void = { _, _ in }) {
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 393, height: 440), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "header")
        log = GridLog(counts: counts)
        configure(layout, log)
        collectionView.dataSource = log
        collectionView.delegate = log
        host.window.addSubview(collectionView)
        host.advance(by: 0)
    }

    /// The item's frame in the collection view's content.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The window point at the middle of the item.
    func point(of indexPath: IndexPath) -> CGPoint {
        let rect = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return collectionView.convert(CGPoint(x: rect.midX, y: rect.midY), to: host.window)
    }

    /// The visible items as "s-i" names.
    var visibleNames: [String] { collectionView.indexPathsForVisibleItems.map(log.name) }
}
