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
}
