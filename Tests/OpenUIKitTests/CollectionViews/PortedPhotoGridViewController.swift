import OpenUIKit

/// A photo library grid as UIKit apps write it: a `UICollectionViewController` with a flow layout of
/// three square columns (sized in `sizeForItemAt`), a header, cells showing a list content
/// configuration with a selected background, a tap that opens the photo, and a removal through
/// `performBatchUpdates`. The file compiles unchanged against UIKit (only the import differs).
final class PortedPhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private var photos = (1...60).map { "IMG_\(1000 + $0)" }
    private(set) var opened: [String] = []
    private let columns: CGFloat = 3

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "PhotoCell")
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
    }

    func removePhoto(at indexPath: IndexPath) {
        collectionView.performBatchUpdates({
            self.photos.remove(at: indexPath.item)
            self.collectionView.deleteItems(at: [indexPath])
        }, completion: nil)
    }

    // MARK: UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = photos[indexPath.item]
        content.image = UIImage(systemName: "photo")
        cell.contentConfiguration = content
        let selection = UIView()
        selection.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.3)
        cell.selectedBackgroundView = selection
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        header.backgroundColor = .secondarySystemBackground
        return header
    }

    // MARK: UICollectionViewDelegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(photos[indexPath.item])
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let spacing = (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
        let side = floor((collectionView.bounds.width - spacing * (columns - 1)) / columns)
        return CGSize(width: side, height: side)
    }
}
