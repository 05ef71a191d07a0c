import Foundation

/// Where a ``UITargetedPreview`` is shown, as UIKit's `UIPreviewTarget` (iOS 13): a point in a
/// container view, and a transform applied to the preview there.
///
/// A preview whose view is not in a window needs one (UIKit raises without it): the view is placed
/// centred on ``center`` of ``container``. The container must be in the interaction's window when
/// the menu opens (``UIContextMenuInteraction``).
@MainActor
public final class UIPreviewTarget {
    /// The view whose coordinates ``center`` is in.
    public let container: UIView
    /// Where the preview's centre goes, in ``container``'s coordinates.
    public let center: CGPoint
    /// The transform applied to the preview at its place (a scale, say); the identity by default.
    public let transform: CGAffineTransform

    /// A target with a transform, as UIKit's `UIPreviewTarget(container:center:transform:)`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// A target without a transform, as UIKit's `UIPreviewTarget(container:center:)`.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
