import Foundation

/// Adding interactions to a view, as UIKit's `UIView.addInteraction(_:)` (iOS 11). The view keeps them
/// through an ``InteractionRecognizer`` each (see there why).
extension UIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [UIInteraction] {
        (gestureRecognizers ?? []).compactMap { ($0 as? InteractionRecognizer)?.interaction }
    }

    /// Adds `interaction`, first removing it from the view it was on; adding it again does nothing.
    public func addInteraction(_ interaction: UIInteraction) {
        guard interaction.view !== self else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        let recognizer = (interaction as? UIContextMenuInteraction)?.recognizer
            ?? InteractionRecognizer(holding: interaction)
        if !(interaction is UIContextMenuInteraction) { recognizer.isEnabled = false }
        addGestureRecognizer(recognizer)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; one not added to this view is ignored.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let recognizer = (gestureRecognizers ?? []).first(where: {
            ($0 as? InteractionRecognizer)?.interaction === interaction
        }) else { return }
        interaction.willMove(to: nil)
        removeGestureRecognizer(recognizer)
        interaction.didMove(to: nil)
    }
}
