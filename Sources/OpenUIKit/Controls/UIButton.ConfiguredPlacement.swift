import Foundation

extension UIButton {
    /// Where the image, title and subtitle go in `bounds`, and the size the content needs (its
    /// ``intrinsicContentSize``): the parts' natural sizes plus the paddings and insets.
    struct ConfiguredPlacement {
        /// The image's or activity indicator's frame.
        var image: CGRect = .zero
        /// The title's frame.
        var title: CGRect = .zero
        /// The subtitle's frame.
        var subtitle: CGRect = .zero
        /// The content's size plus the insets.
        var fittingSize: CGSize = .zero
    }
}
