import Foundation

/// The object that supplies a collection view's sections, items, cells and supplementary views
/// (UIKit's `UICollectionViewDataSource`).
///
/// As in UIKit only ``collectionView(_:numberOfItemsInSection:)`` and
/// ``collectionView(_:cellForItemAt:)`` must be written; the others are optional requirements with
/// UIKit's defaults: one section; a layout that asks for a supplementary view the data source does
/// not give gets an empty one (UIKit raises; this reports `collectionView.missingSupplementaryView`).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item about to show, from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections: 1 by default, as UIKit's.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a section header or footer) for `indexPath`, from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.report(Diagnostic(code: "collectionView.missingSupplementaryView", severity: .error,
                                      message: "the layout asked for a supplementary view of kind \(kind) at \(indexPath) "
                                        + "but the data source does not implement "
                                        + "collectionView(_:viewForSupplementaryElementOfKind:at:)"))
        return UICollectionReusableView(frame: .zero)
    }
}
