/// What one focus change is, as UIKit's `UIFocusUpdateContext`: the views focus leaves and reaches
/// (either may be nil: focus can arrive from nowhere or be cleared) and the heading that caused it
/// (empty when the change was requested or forced, e.g. when the focused view was hidden).
@MainActor
public final class UIFocusUpdateContext {
    /// The view that had focus before the change.
    public let previouslyFocusedView: UIView?
    /// The view that has focus after the change.
    public let nextFocusedView: UIView?
    /// Why focus moves: ``UIFocusHeading/next`` for Tab, ``UIFocusHeading/previous`` for Shift-Tab.
    public let focusHeading: UIFocusHeading

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}
