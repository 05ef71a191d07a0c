import Foundation

/// The region text is laid out in, as TextKit's `NSTextContainer` as far as a ``UITextView`` uses it:
/// the padding at each end of every line and the width lines wrap at.
///
/// A text view's container follows the view's width (UIKit's `widthTracksTextView`): lines wrap by
/// word at the view's width less ``UITextView/textContainerInset`` and twice ``lineFragmentPadding``.
@MainActor
open class NSTextContainer {
    /// The space left empty at each end of a line: 5 points by default, as TextKit's, so text in a
    /// text view starts 5 points in from its edge.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { textView?.textLayoutDidChange() }
    }

    /// The size text is laid out in; a text view sets its container's to its width less the insets,
    /// and unlimited height, at each layout (UIKit's `widthTracksTextView`).
    open var size: CGSize

    /// The text view whose text is laid out here.
    weak var textView: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container of zero size, as TextKit's `init()`.
    public convenience init() {
        self.init(size: .zero)
    }
}
