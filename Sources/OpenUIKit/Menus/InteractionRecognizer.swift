import Foundation

/// What keeps a view's interactions (``UIView/addInteraction(_:)``): a long-press recognizer attached
/// to the view that holds its interaction strongly.
///
/// Interactions are rare (a context menu here and there), so a view keeps them among its gesture
/// recognizers instead of in a stored property every view would pay for (the 1000-button grid pays
/// for each byte of `UIView`). For a ``UIContextMenuInteraction`` the recognizer is the long press that
/// opens the menu, as UIKit's context menu interaction adds its own recognizers to the view; for any
/// other interaction it is disabled and only holds it (it then appears in
/// ``UIView/gestureRecognizers`` where UIKit lists nothing: the one visible difference).
@MainActor
final class InteractionRecognizer: UILongPressGestureRecognizer {
    /// The interaction this recognizer keeps.
    let interaction: UIInteraction

    init(holding interaction: UIInteraction) {
        self.interaction = interaction
        super.init(target: nil, action: nil)
    }
}
