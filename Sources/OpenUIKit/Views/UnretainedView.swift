/// A view referenced without retaining it: how a view holds its superview, so that the walks up the
/// tree that run on every change can step from a view to its superview without retaining each one;
/// also how a cached ``WindowPath`` names its window and how ``SubviewsNeedingLayout`` names a subview.
///
/// A view's superview is kept alive by the superview's own superview (or by its owner) for as long as
/// the view is its subview, and ``UIView``'s `deinit` clears its subviews' references, so one never
/// dangles. Code holding one runs nothing that could change the tree — no overridable method, no
/// callback — until it has made the view strong (``view``) or let go of it: the walks read stored
/// properties only. Loading an `unowned(unsafe)` property copies the view into a strong value (a
/// retain and a release per step of a walk); loading this trivial value does not, and a walk binds
/// each ``view`` to an `unowned(unsafe) let` to read it:
///
///     var step = UnretainedView(self)
///     while let parent = step.superview { … step = parent }
///
/// Not a closure-taking accessor: a main-actor closure passed to a nonisolated function checks its
/// executor on every call, which cost more than the retains. A modal cycle's invalidation and tint
/// walks retained about 220 ancestors a cycle (issue 7, callgrind).
@MainActor
struct UnretainedView: Equatable {
    private let reference: Unmanaged<UIView>

    init(_ view: UIView) {
        reference = .passUnretained(view)
    }

    /// The view. Bound to an `unowned(unsafe) let`, it is read without being retained.
    var view: UIView { reference.takeUnretainedValue() }

    /// Whether both name the same view.
    nonisolated static func == (lhs: UnretainedView, rhs: UnretainedView) -> Bool {
        lhs.reference.toOpaque() == rhs.reference.toOpaque()
    }

    /// The view's superview, also unretained.
    var superview: UnretainedView? {
        unowned(unsafe) let view = reference.takeUnretainedValue()
        return view.superviewReference
    }
}
