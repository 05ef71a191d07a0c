import Foundation

/// How a ``UITargetedPreview`` draws its view, as UIKit's `UIPreviewParameters` (iOS 13): the colour
/// behind it, the part of it that shows, and the outline of its shadow.
@MainActor
public final class UIPreviewParameters {
    /// The colour filling the preview's visible area behind the view. UIKit's default is the system
    /// background (white in light mode, hence the well-known `backgroundColor = .clear` to drop it);
    /// OpenUIKit uses ``UIColor/systemBackground``. Setting nil restores that default, as UIKit's
    /// implicitly unwrapped `UIColor!`.
    public var backgroundColor: UIColor! {
        get { storedBackgroundColor }
        set { storedBackgroundColor = newValue ?? .systemBackground }
    }
    private var storedBackgroundColor: UIColor = .systemBackground
    /// The part of the view that shows, in the view's coordinates (a rounded rectangle around a cell's
    /// content, say); nil shows the view's whole bounds.
    public var visiblePath: UIBezierPath?
    /// The outline of the lifted preview's shadow, in the view's coordinates; nil casts it from
    /// ``visiblePath`` (else the bounds), as UIKit.
    public var shadowPath: UIBezierPath?

    /// Default parameters, as UIKit's `UIPreviewParameters()`: the system background, the whole view.
    public init() {}

    /// A copy: a ``UITargetedPreview`` keeps its own, as UIKit copies the parameters it is given.
    func copy() -> UIPreviewParameters {
        let copy = UIPreviewParameters()
        copy.storedBackgroundColor = storedBackgroundColor
        copy.visiblePath = visiblePath
        copy.shadowPath = shadowPath
        return copy
    }
}
