import Foundation

/// A view drawing what another view's subtree drew when it was made, as UIKit's
/// `snapshotView(afterScreenUpdates:)` gives a lifted context-menu preview: the subtree's display
/// list in its own coordinates (``UIView/ownCoordinateDisplayList()``, what a rendering cache
/// rasterizes), recorded once and replayed by ``draw(_:)``. Later changes to the source do not show,
/// as in a snapshot.
@MainActor
final class SnapshotView: UIView {
    /// The source's drawing, recorded when the snapshot was made.
    let recorded: DisplayList

    init(of source: UIView) {
        recorded = source.ownCoordinateDisplayList()
        super.init(frame: CGRect(origin: .zero, size: source.bounds.size))
        bounds.origin = source.bounds.origin
        isUserInteractionEnabled = false
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    required init?(coder: NSCoder) {
        recorded = DisplayList()
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsContext.current else { return }
        for command in recorded.commands { context.append(command) }
    }
}
