import Foundation

/// The view a presentation happens in (UIKit's private `UITransitionView`): it follows the window or
/// context view by autoresizing, and its layout asks the presentation to place the presented view, so
/// presentations follow rotation. It never takes a touch itself: touches outside the presented view
/// land on the dimming view. While it is the frontmost container it is the window's focus scope
/// (``UIFocusSystem``): entering the window clears (and remembers) a focus left on the content it covers.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentation: UIPresentationController?

    override func layoutSubviews() {
        presentation?.layoutContainer()
    }

    override func didMoveToWindow() {
        window?.storedFocusSystem?.presentationContainerDidEnterWindow(self)
    }

    /// Modal for accessibility, as UIKit's presentations: what the presentation covers is not reachable
    /// while it shows (a form sheet's presenter, though visible around it, is not read).
    override var defaultAccessibilityViewIsModal: Bool { true }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
