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

    /// Runs the container's layout now, as the next layout pass would, and clears its own mark: the
    /// presentation places the presented view before the appearance callbacks read its frame, and the
    /// frame's layout pass then has no reason to lay the container out again with the same inputs
    /// (`containerViewWillLayoutSubviews()` and its sibling run once, as a UIKit container lays out once
    /// per layout pass it is marked for). Its subviews keep their marks for that pass. A later change
    /// (bounds, keyboard, preferred size, a sheet's property, a transition's end that left the view
    /// where it animated) marks the container again.
    func layOutNow() {
        needsLayout = false
        layoutSubviews()
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
