import Foundation

/// What a menu holds, as UIKit's `UIMenuElement` (iOS 13): an action (``UIAction``), a menu of its own
/// (``UIMenu``), or elements loaded when the menu opens (``UIDeferredMenuElement``).
///
/// UIKit's `UIMenuElement` is an `NSObject` subclass that apps never subclass; OpenUIKit's is a plain
/// class with the same members, so arrays of elements (`[UIMenuElement]`) and `as? UIAction` casts read
/// the same. ``title``, ``subtitle`` and ``image`` are read-only here, as in UIKit; ``UIAction`` makes
/// them settable.
@MainActor
public class UIMenuElement {
    /// Stored values behind ``title``, ``subtitle`` and ``image``: the subclasses that make them settable
    /// write here.
    var storedTitle: String
    var storedSubtitle: String?
    var storedImage: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        storedSubtitle = subtitle
        storedImage = image
    }

    /// The text a menu row shows.
    public var title: String { storedTitle }
    /// The smaller text under the title (iOS 15).
    public var subtitle: String? { storedSubtitle }
    /// The image shown at the row's trailing edge.
    public var image: UIImage? { storedImage }
}
