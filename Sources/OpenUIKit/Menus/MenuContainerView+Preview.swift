import Foundation

/// A context menu's preview controller (``UIContextMenuConfiguration/previewProvider``), shown as iOS
/// shows it: the controller's view in a rounded frame where the pressed view is, the menu beside it.
///
/// - Size: the controller's `preferredContentSize`, or the pressed view's size when that is zero (iOS
///   sizes a preview from the preferred content size), at most the safe area's width and half its
///   height, so the menu still fits beside it.
/// - Place: centred on the pressed view, kept 8 points inside the safe area.
/// - The preview takes no touches of its own, as iOS's: a tap on it reaches the menu's container,
///   which commits the preview (the tap lands in the source rectangle, see ``onSourceTap``). The
///   controller's view sits in a holder that ignores touches, so the app's view is not changed beyond
///   its frame; the container keeps the controller while the menu shows.
extension MenuContainerView {
    /// Where the preview of `controller` goes for a view pressed at `source` (window coordinates).
    static func previewFrame(for controller: UIViewController, over source: CGRect, in window: UIWindow) -> CGRect {
        let area = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: margin, dy: margin)
        let preferred = controller.preferredContentSize == .zero ? source.size : controller.preferredContentSize
        let width = min(preferred.width, max(0, area.width))
        let height = min(preferred.height, max(0, area.height / 2))
        let x = min(max(source.midX - width / 2, area.minX), area.maxX - width)
        let y = min(max(source.midY - height / 2, area.minY), area.maxY - height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Shows `controller`'s view as the preview at `frame` (window coordinates), behind the panel.
    func showPreview(of controller: UIViewController, in frame: CGRect) {
        previewController = controller
        let holder = UIView(frame: frame)
        holder.isUserInteractionEnabled = false
        holder.layer.cornerRadius = Self.cornerRadius
        holder.clipsToBounds = true
        let view: UIView = controller.view
        view.frame = holder.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        holder.addSubview(view)
        insertSubview(holder, belowSubview: panel)
    }

    /// The veil over the screen behind a lifted targeted preview: iOS blurs and darkens everything but
    /// the preview and the menu; OpenUIKit's renderer has no blur, so the screen is darkened only.
    static let liftedPreviewDimming = UIColor.black.withAlphaComponent(0.2)

    /// Lifts `preview` at `frame` (window coordinates, untransformed), behind the panel
    /// (``TargetedPreviewView``), over a veil that dims the rest of the screen — the view in its place
    /// included, so what stands out is the lifted view in its visible path, as on iOS (which hides the
    /// view in place while its snapshot is lifted). Neither takes touches: a tap reaches the container.
    func showTargetedPreview(_ preview: UITargetedPreview, in frame: CGRect) {
        let veil = UIView(frame: bounds)
        veil.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        veil.backgroundColor = Self.liftedPreviewDimming
        veil.isUserInteractionEnabled = false
        insertSubview(veil, belowSubview: panel)
        insertSubview(TargetedPreviewView(preview: preview, frame: frame), belowSubview: panel)
    }

    /// The part of a targeted preview at `frame` that shows — its visible path's bounds, else the whole
    /// frame — with the target's transform applied about the frame's centre: what the menu is placed
    /// beside and what a tap commits.
    static func visibleRect(of preview: UITargetedPreview, at frame: CGRect) -> CGRect {
        var rect = frame
        if let path = preview.parameters.visiblePath, !path.bounds.isEmpty {
            rect = path.bounds.offsetBy(dx: frame.minX, dy: frame.minY)
        }
        let transform = preview.target.transform
        guard !transform.isIdentity else { return rect }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let about = CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(transform).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        return rect.applying(about)
    }
}
