import Foundation

extension UICollectionViewFlowLayout {
    /// What a section's ``UICollectionViewFlowLayout/sectionInset`` is measured from (iOS 11): the
    /// content inset's edges (the default), the safe area's or the layout margins'.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }
}
