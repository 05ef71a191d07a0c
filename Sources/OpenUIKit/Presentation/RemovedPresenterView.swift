import Foundation

/// Where a full-screen presentation found the presenting view before it took it out of the window, to
/// put it back on dismissal (UIKit removes the presenter's view under a full-screen presentation and
/// restores it when the presentation goes).
///
/// Weak references: the superview is usually the window, which holds the root view controller, which
/// holds the presented one and so this record — strong, a window left showing a full-screen
/// presentation was never released (LeakSanitizer, issue 25). A presenter or window that went away
/// has nothing to restore.
@MainActor
struct RemovedPresenterView {
    weak var view: UIView?
    weak var superview: UIView?
    /// The view's index among the superview's subviews when it was removed.
    let index: Int
}
