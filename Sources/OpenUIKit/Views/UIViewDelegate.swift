/// What a view tells the view controller whose root view it is.
///
/// UIKit's views talk to their view controller through a private "view delegate": it is the view's next
/// responder and it hears about layout (`viewWillLayoutSubviews` / `viewDidLayoutSubviews`) and moves
/// between windows (appearance). `UIViewController` conforms.
@MainActor
protocol UIViewDelegate: UIResponder {
    func viewWillLayoutSubviews()
    func viewDidLayoutSubviews()
    /// The view is about to enter or leave `window` (nil: no window).
    func rootViewWillMove(toWindow window: UIWindow?)
    /// The view entered or left a window.
    func rootViewDidMoveToWindow()
    /// The controller's traits, which its root view inherits.
    var traitCollection: UITraitCollection { get }
    /// Something the controller's traits are computed from changed — the window its root view is in
    /// (``UIView/subtreeDidLeaveWindow()``): its cached traits go, with those that come from them.
    func traitSourcesDidChange()
    /// The least margins the root view keeps whatever its own say (zero when the controller does not
    /// respect the system's minimum).
    var rootViewMinimumLayoutMargins: NSDirectionalEdgeInsets { get }
}
