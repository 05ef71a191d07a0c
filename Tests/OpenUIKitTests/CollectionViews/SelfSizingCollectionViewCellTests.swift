import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Self-sizing cells (`estimatedItemSize = UICollectionViewFlowLayout.automaticSize`, iOS 10): each
/// cell is measured from its content view's Auto Layout constraints when it first shows
/// (`preferredLayoutAttributesFitting(_:)`) and the flow layout lays the lines out again with the
/// measured sizes — a tag cloud whose chips are as wide as their content.
@MainActor
@Suite struct SelfSizingCollectionViewCellTests {
    /// A chip whose content is a box of a given size pinned to the content view's edges.
    final class ChipCell: UICollectionViewCell {
        let box: UIView
        let width: NSLayoutConstraint
        let height: NSLayoutConstraint

        required init(frame: CGRect) {
            let box = UIView()
            self.box = box
            width = box.widthAnchor.constraint(equalToConstant: 10)
            height = box.heightAnchor.constraint(equalToConstant: 10)
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                width, height,
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @MainActor
    final class Tags: NSObject, UICollectionViewDataSource {
        let widths: [CGFloat] = [60, 120, 84, 200, 40]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
            cell.width.constant = widths[indexPath.item]
            cell.height.constant = 24
            return cell
        }
    }

    @Test func cellsTakeTheSizeTheirConstraintsAskFor() throws {
        let host = TestHost()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 393, height: 300), collectionViewLayout: layout)
        collectionView.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
        let tags = Tags()
        collectionView.dataSource = tags
        host.window.addSubview(collectionView)
        host.advance(by: 0)
        let sizes = (0..<5).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size }
        #expect(sizes == [CGSize(width: 76, height: 32), CGSize(width: 136, height: 32), CGSize(width: 100, height: 32),
                          CGSize(width: 216, height: 32), CGSize(width: 56, height: 32)])
        // 76 + 136 + 100 + 16 = 328 fit the first line; 216 does not.
        let fourth = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(fourth.frame == CGRect(x: 0, y: 40, width: 216, height: 32))
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 224, y: 40, width: 56, height: 32))
    }
}
