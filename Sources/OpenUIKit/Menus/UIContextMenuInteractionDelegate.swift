import Foundation

/// What a ``UIContextMenuInteraction`` asks and tells, as UIKit's `UIContextMenuInteractionDelegate`.
/// Only ``contextMenuInteraction(_:configurationForMenuAtLocation:)`` is required; the others default
/// to doing nothing, as UIKit's optional methods.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a press at `location` (the interaction's view's coordinates); nil shows
    /// no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to appear.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The menu is about to go (chosen action, tap outside, Escape or ``UIContextMenuInteraction/dismissMenu()``).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The person tapped the preview (the pressed view) while the menu was open: the menu closes and
    /// the app usually shows the previewed content.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
    /// The view lifted while the menu is open (iOS 16), for the configuration's identifier: nil asks
    /// ``contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)``, and nil there too
    /// lifts nothing (``UIContextMenuInteraction`` explains what shows).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The view the preview returns to as the menu closes (iOS 16); nil asks
    /// ``contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)``.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The view lifted while the menu is open, as iOS 13–15 asked it (deprecated in iOS 16 for
    /// ``contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)``, which is asked
    /// first).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
    /// The view the preview returns to as the menu closes, as iOS 13–15 asked it (deprecated in iOS 16
    /// for ``contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)``).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing by default.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
    /// Nil by default: the older method is asked.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying)
        -> UITargetedPreview? { nil }
    /// Nil by default: the older method is asked.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying)
        -> UITargetedPreview? { nil }
    /// Nil by default: no view is lifted.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
    /// Nil by default.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? { nil }
}
