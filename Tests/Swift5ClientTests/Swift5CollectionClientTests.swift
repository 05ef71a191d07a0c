import Testing
import OpenUIKit
import OpenUIKitTesting

/// A tag picker written as a UIKit app in Swift 5 mode writes it: a cell subclass that follows its
/// selection in `isSelected`'s observer and resets in `prepareForReuse()`, the classic left-aligned
/// flow layout subclass that copies and moves its superclass's attributes, and a
/// `UICollectionViewController` subclass that overrides the data source and delegate methods.
class Swift5TagCell: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0

    override var isSelected: Bool {
        didSet { contentView.backgroundColor = isSelected ? .systemBlue : .clear }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
}

class Swift5LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var leftMargin = sectionInset.left
        var maxY: CGFloat = -1
        attributes?.forEach { layoutAttribute in
            guard layoutAttribute.representedElementCategory == .cell else { return }
            if layoutAttribute.frame.origin.y >= maxY {
                leftMargin = sectionInset.left
            }
            layoutAttribute.frame.origin.x = leftMargin
            leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
            maxY = max(layoutAttribute.frame.maxY, maxY)
        }
        return attributes
    }
}

class Swift5TagPickerController: UICollectionViewController {
    var tags = ["swift", "uikit", "linux", "layout", "cells"]
    var picked: [String] = []

    init() {
        let layout = Swift5LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.allowsMultipleSelection = true
        collectionView.register(Swift5TagCell.self, forCellWithReuseIdentifier: "tag")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! Swift5TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(tags[indexPath.item])
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        picked.removeAll { $0 == tags[indexPath.item] }
    }
}

@MainActor
@Suite struct Swift5CollectionClientTests {
    @Test func aTagPickerSubclassesTheCollectionClasses() throws {
        let host = TestHost()
        let picker = Swift5TagPickerController()
        let collectionView = try #require(picker.collectionView)
        collectionView.frame = CGRect(x: 0, y: 100, width: 300, height: 300)
        host.window.addSubview(collectionView)
        host.advance(by: 0)
        // Three 80-point tags fit 300 points; the layout moves them left: 0, 90, 180.
        let xs = (0..<5).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        #expect(xs == [0, 90, 180, 0, 90])

        let linux = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? Swift5TagCell)
        host.tap(at: collectionView.convert(CGPoint(x: 190, y: 20), to: host.window))
        host.tap(at: collectionView.convert(CGPoint(x: 10, y: 20), to: host.window))
        #expect(picker.picked == ["linux", "swift"])
        #expect(linux.isSelected && linux.contentView.backgroundColor == .systemBlue)
        host.tap(at: collectionView.convert(CGPoint(x: 190, y: 20), to: host.window))
        #expect(picker.picked == ["swift"])
        #expect(linux.contentView.backgroundColor == .clear)
        #expect(linux.label.text == "linux")
    }
}
