import Foundation

/// One segment of a ``UISegmentedControl``: what it shows, how it is sized and whether it can be chosen.
///
/// The title and image are shown by the segment's own label and image view (subviews of the control),
/// so what a segment shows is in the display list as a button's title and image are.
@MainActor
struct SegmentedControlSegment {
    /// The label that shows ``title``; hidden when the segment has no title.
    let label = UILabel(frame: .zero)
    /// The image view that shows ``image``; hidden when the segment has no image.
    let imageView = UIImageView(frame: .zero)
    /// The action performed when a person selects the segment (`init(frame:actions:)`, iOS 14).
    var action: UIAction?
    /// The width set with `setWidth(_:forSegmentAt:)`; 0 sizes the segment automatically.
    var width: CGFloat = 0
    /// Whether a person can select the segment (`setEnabled(_:forSegmentAt:)`).
    var isEnabled = true
    /// How far the content is moved from the segment's center (`setContentOffset(_:forSegmentAt:)`).
    var contentOffset: CGSize = .zero

    init(title: String?, image: UIImage?, action: UIAction? = nil) {
        self.action = action
        label.textAlignment = .center
        imageView.tintsAutomaticImages = true
        self.title = title
        self.image = image
    }

    /// The title shown; a segment shows its title or its image, as UIKit's (setting one clears the other).
    var title: String? {
        get { label.text }
        nonmutating set {
            label.text = newValue
            label.isHidden = newValue == nil
        }
    }

    /// The image shown, as a template tinted like the title (UIKit renders segment images as templates).
    var image: UIImage? {
        get { imageView.image }
        nonmutating set {
            imageView.image = newValue
            imageView.isHidden = newValue == nil
        }
    }

    /// The size of the content: the image's when the segment has one, else the title's.
    var contentSize: CGSize {
        if !imageView.isHidden { return imageView.intrinsicContentSize }
        if !label.isHidden { return label.intrinsicContentSize }
        return .zero
    }
}
