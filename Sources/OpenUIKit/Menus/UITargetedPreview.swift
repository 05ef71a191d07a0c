import Foundation

/// A view shown as the lifted preview of a context menu, as UIKit's `UITargetedPreview` (iOS 13): the
/// delegate of a ``UIContextMenuInteraction`` returns one for the highlight
/// (``UIContextMenuInteractionDelegate/contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)``)
/// to say which view lifts — a cell's content rather than the whole cell, say — with which visible
/// area and background (``UIPreviewParameters``), and where (``UIPreviewTarget``).
///
/// A view that is in a window is lifted as a snapshot, as UIKit lifts one: its drawing at the moment
/// the menu opens, at the target's place; the view itself stays where it is. A view that is in no
/// window (one made for the preview) is placed in the lifted preview itself.
@MainActor
public final class UITargetedPreview {
    /// The view the preview shows.
    public let view: UIView
    /// How the view is drawn (a copy of the parameters given).
    public let parameters: UIPreviewParameters
    /// Where the preview goes.
    public let target: UIPreviewTarget

    /// A preview of `view` at `target`, as UIKit's `UITargetedPreview(view:parameters:target:)`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters.copy()
        self.target = target
    }

    /// A preview of `view` where it is: the target is its superview at its centre, as UIKit's
    /// `UITargetedPreview(view:parameters:)`. UIKit raises when `view` is in no window; OpenUIKit
    /// reports `contextMenu.previewNotInWindow` and targets the view itself, and the interaction shows
    /// no lifted preview for it (the menu opens as without one).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let target: UIPreviewTarget
        if view.window != nil, let superview = view.superview {
            target = UIPreviewTarget(container: superview, center: view.center)
        } else {
            Diagnostics.warn("contextMenu.previewNotInWindow",
                             "UITargetedPreview(view:parameters:) needs a view in a window; give a UIPreviewTarget "
                                 + "for \(Swift.type(of: view)). No preview is lifted for it.")
            target = UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        self.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view` where it is, with default parameters, as UIKit's `UITargetedPreview(view:)`.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the preview: its view's bounds size.
    public var size: CGSize { view.bounds.size }

    /// The same view and parameters at another target, as UIKit's `retargetedPreview(with:)`.
    public func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    /// Where the preview goes in `window`, in window coordinates (its untransformed frame), or nil with
    /// the `contextMenu.previewNotInWindow` diagnostic when its target's container is not in `window`.
    func frame(in window: UIWindow) -> CGRect? {
        guard target.container.window === window else {
            Diagnostics.warn("contextMenu.previewNotInWindow",
                             "The targeted preview's container \(Swift.type(of: target.container)) is not in the menu's "
                                 + "window; no preview is lifted.")
            return nil
        }
        let center = target.container.convert(target.center, to: window)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
