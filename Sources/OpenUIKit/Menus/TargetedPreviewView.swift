import Foundation

/// A ``UITargetedPreview`` lifted above the screen while its context menu is open, as iOS lifts one:
/// a platter at the target's place (the target's transform applied) casting a soft shadow, and inside
/// it, clipped to the parameters' visible path, the background colour and the view.
///
/// A view in a window is shown as a snapshot — its subtree's drawing recorded when the menu opens,
/// replayed by ``SnapshotView`` — so the app's view is neither moved nor changed (UIKit lifts a
/// snapshot too). A view in no window is placed inside the platter itself. The platter takes no
/// touches: a tap on it reaches the menu's container, which commits the preview.
@MainActor
final class TargetedPreviewView: UIView {
    /// The preview shown.
    let preview: UITargetedPreview
    /// What clips the content to the visible path; the shadow is cast outside it, by this view.
    let clip = UIView()

    /// The shadow of iOS's lifted preview: black at 20 % opacity, 16 points of blur, 4 points down.
    static let shadowOpacity: Float = 0.2
    static let shadowRadius: CGFloat = 16

    init(preview: UITargetedPreview, frame: CGRect) {
        self.preview = preview
        super.init(frame: frame)
        isUserInteractionEnabled = false
        transform = preview.target.transform
        let bounds = CGRect(origin: .zero, size: frame.size)
        let visible = preview.parameters.visiblePath
        layer.shadowOpacity = Self.shadowOpacity
        layer.shadowRadius = Self.shadowRadius
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowPath = (preview.parameters.shadowPath ?? visible ?? UIBezierPath(rect: bounds)).cgPath
        clip.frame = bounds
        clip.backgroundColor = preview.parameters.backgroundColor
        clip.clipsToBounds = true
        if let visible {
            let mask = CAShapeLayer()
            mask.path = visible.cgPath
            clip.layer.mask = mask
        }
        addSubview(clip)
        let view = preview.view
        if view.window == nil {
            view.frame = CGRect(origin: .zero, size: view.bounds.size)
            clip.addSubview(view)
        } else {
            clip.addSubview(SnapshotView(of: view))
        }
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    required init?(coder: NSCoder) {
        preview = UITargetedPreview(view: UIView(), parameters: UIPreviewParameters(),
                                    target: UIPreviewTarget(container: UIView(), center: .zero))
        super.init(coder: coder)
    }
}
