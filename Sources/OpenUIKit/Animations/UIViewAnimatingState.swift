/// Where a ``UIViewAnimating`` animator is in its life, as UIKit's `UIViewAnimatingState`, with
/// UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started (the initial state), or finished: its animations have not run or are over.
    case inactive = 0
    /// Started or paused: its animations are running or waiting at ``UIViewAnimating/fractionComplete``.
    case active = 1
    /// Stopped with ``UIViewAnimating/stopAnimation(_:)`` (`false`): the views stay where they were
    /// drawn until ``UIViewAnimating/finishAnimation(at:)``; it cannot be started again from here.
    case stopped = 2
}
