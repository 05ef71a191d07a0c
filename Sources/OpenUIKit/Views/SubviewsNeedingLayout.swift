/// Which of a view's subviews need layout (``UIView/subtreeNeedsLayout``), as far as a layout pass
/// needs to know: none, exactly one, or possibly several.
///
/// A layout pass visits the marked subviews of each marked view in ``UIView/subviews`` order, as
/// Core Animation lays out sublayers. Finding them by testing every subview made each frame of a
/// window with a thousand buttons test a thousand flags, to find the one presentation or button that
/// changed (issue 7's modal-cycle and click-with-redraw profiles). Knowing the one subview lets the
/// pass go straight to it; with several, the order needs the scan, which is then no waste.
///
/// The one subview is held unretained (``UnretainedView``): it is dropped when it leaves its
/// superview, and the superview's `deinit` drops it, so it is alive whenever it is read — and marking
/// a subtree retains nothing on the way up.
@MainActor
enum SubviewsNeedingLayout {
    /// No subview needs layout.
    case none
    /// Exactly this subview may need layout.
    case one(UnretainedView)
    /// More than one subview may: the layout pass looks at them all.
    case several

    /// `subview` was marked as needing layout.
    mutating func add(_ subview: UnretainedView) {
        switch self {
        case .none: self = .one(subview)
        case .one(let known) where known == subview: break
        case .one, .several: self = .several
        }
    }

    /// `subview` left the view: it is no longer one of those to lay out.
    mutating func remove(_ subview: UIView) {
        if case .one(let known) = self, known == UnretainedView(subview) { self = .none }
    }
}
