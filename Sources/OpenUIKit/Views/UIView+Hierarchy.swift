import Foundation

/// Managing the view hierarchy, with UIKit's order of notifications:
/// `willMove(toSuperview:)`, `willMove(toWindow:)` (to the whole subtree, only when the window
/// changes), the old superview's `willRemoveSubview(_:)`, the change, `didMoveToWindow()` (whole subtree,
/// only when the window changes), `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`.
/// A view whose inherited tint changes with the move hears `tintColorDidChange()` last.
///
/// Layout follows what UIKit is observed to do (Apple does not document it): adding a subview lays out
/// the added view and its new superview at the next pass; removing one lays out the old superview.
/// Reordering subviews does not change layout.
extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var step = UnretainedView(self)
        while let parent = step.superview { step = parent }
        unowned(unsafe) let root = step.view
        return root as? UIWindow
    }

    /// Whether the view is in a window: ``window`` `!= nil` without making the window a strong
    /// reference. The class, not the instance, is cast — an instance cast retains the window for the
    /// runtime call, and a window has a side table, so that retain and its release take the runtime's
    /// slow path; every moving view asks this in every animation step (docs/Performance.md, "Session
    /// 14 — animation speed").
    var isInWindow: Bool {
        var step = UnretainedView(self)
        while let parent = step.superview { step = parent }
        unowned(unsafe) let root = step.view
        return type(of: root) is UIWindow.Type
    }

    /// Adds `view` at the front. Adding a view that is already a subview moves it to the front.
    /// Adding a view to itself or to one of its own subviews is refused with a diagnostic (UIKit raises).
    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range, as UIKit does).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `sibling`; appends if `sibling` is not a subview. A view that is
    /// already a subview is moved there.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insert(view, at: index(of: sibling, without: view).map { $0 + 1 } ?? subviewCount(without: view))
    }

    /// Inserts `view` just below `sibling`; appends if `sibling` is not a subview. A view that is
    /// already a subview is moved there.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insert(view, at: index(of: sibling, without: view) ?? subviewCount(without: view))
    }

    /// Removes the view from its superview and its window. Touches on the view or inside it are
    /// cancelled first, while the responder chain still leads through the old superview (see
    /// `UIWindow.cancelTouches(inside:)`); a cancel handler that moves the view is allowed for: the
    /// removal then starts over from its new place. Pointer input a handler sends meanwhile (a
    /// cancel action putting a finger down again) is held until the view is gone and then handled,
    /// as UIKit's event queue would deliver it after the action returns: begun on the leaving view,
    /// such a touch would be forwarded after the removal along a responder chain that no longer
    /// leads to the control that began tracking it, leaving that control highlighted for good
    /// (`script/fuzz-events` seed 17719022143254053321); and answering each cancel with a new touch
    /// could make the removal start over forever (an earlier fuzzer find: a stack overflow).
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        guard let oldWindow = window else { return leave(oldSuperview, window: nil) }
        let router = oldWindow.application.touchRouter
        router.beginHoldingInput()
        defer { router.endHoldingInput() }
        if oldWindow.cancelTouches(inside: self), superview !== oldSuperview {
            removeFromSuperview()
            return
        }
        leave(oldSuperview, window: oldWindow)
    }

    /// The removal itself, once no touch is left inside the view.
    private func leave(_ oldSuperview: UIView, window oldWindow: UIWindow?) {
        let oldTint = tintColor
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        oldSuperview.willRemoveSubview(self)
        oldSuperview.removeConstraints(referringInto: self)
        oldSuperview.detachSubview(self, leavingWindow: oldWindow != nil)
        if let oldWindow { didLeave(oldWindow) }
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        oldSuperview.setNeedsLayout()
        if tintColor != oldTint { tintDidChange() }
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        sublayersWillLoseAnchor(at: index)
        subviews.append(subviews.remove(at: index))
        subviewOrderDidChange(damaging: view)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        sublayersWillLoseAnchor(at: index)
        subviews.insert(subviews.remove(at: index), at: 0)
        subviewOrderDidChange(damaging: view)
    }

    /// Swaps the subviews at two indexes; out-of-range indexes are ignored with a diagnostic.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.warn("view.exchangeOutOfRange",
                             "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) with \(subviews.count) subviews.")
            return
        }
        sublayersWillLoseAnchor(at: index1)
        sublayersWillLoseAnchor(at: index2)
        subviews.swapAt(index1, index2)
        subviewOrderDidChange(damaging: self)
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        // Retaining no ancestor on the way (see ``UnretainedView``).
        let target = UnretainedView(view)
        var current: UnretainedView? = UnretainedView(self)
        while let step = current {
            if step == target { return true }
            current = step.superview
        }
        return false
    }

    /// This view or the first descendant (depth first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    // MARK: Implementation

    /// The index `sibling` has among the subviews other than `view`; nil if it is not one of them.
    ///
    /// Searched from the front end, as ``removeFromSubviews(_:)`` searches: a presentation inserts
    /// its container above the presenter's view, usually the frontmost of a window that may hold a
    /// thousand subviews behind it (issue 7's modal cycle searched them all on every presentation).
    /// Plain loops: filtering the subviews into a new array, or a closure, cost more than the search.
    private func index(of sibling: UIView, without view: UIView) -> Int? {
        guard sibling !== view else { return nil }
        var index = subviews.endIndex
        while index > subviews.startIndex {
            index -= 1
            guard subviews[index] === sibling else { continue }
            // Less one when `view`, which is about to move, is behind `sibling`.
            guard view.superview === self else { return index }
            var behind = index
            while behind > subviews.startIndex {
                behind -= 1
                if subviews[behind] === view { return index - 1 }
            }
            return index
        }
        return nil
    }

    /// How many subviews there are other than `view`.
    private func subviewCount(without view: UIView) -> Int {
        view.superview === self ? subviews.count - 1 : subviews.count
    }

    private func insert(_ view: UIView, at requestedIndex: Int) {
        // Only a view with subviews can be an ancestor of this one: a leaf needs no walk up the tree.
        guard self !== view, view.subviews.isEmpty || !isDescendant(of: view) else {
            Diagnostics.report(Diagnostic(code: "view.addSubviewCycle", severity: .error,
                                          message: "Can't add a view as a subview of itself or of its own subview."))
            return
        }
        if view.superview === self {
            moveSubview(view, to: requestedIndex)
            return
        }
        // Moving to another superview cancels the touches inside the view first, as removing it does:
        // afterwards its touches would be forwarded along a responder chain that never saw them begin.
        // As in removeFromSuperview(), only a handler that moved a view makes the move start over, and
        // pointer input a handler sends meanwhile is held until the view has moved.
        if let previousSuperview = view.superview, let oldWindow = view.window {
            let router = oldWindow.application.touchRouter
            router.beginHoldingInput()
            defer { router.endHoldingInput() }
            if oldWindow.cancelTouches(inside: view), view.superview !== previousSuperview || isDescendant(of: view) {
                insert(view, at: requestedIndex)
                return
            }
            attach(view, at: requestedIndex, from: oldWindow)
            return
        }
        attach(view, at: requestedIndex, from: nil)
    }

    /// The insertion itself, once no touch is left inside `view` (in `oldWindow`, if any).
    private func attach(_ view: UIView, at requestedIndex: Int, from oldWindow: UIWindow?) {
        // From this view's cached path: adding to a view deep in a window does not walk up to it.
        let newWindow = windowPath().window
        let hadSuperview = view.superview != nil
        // Only a view that inherits its tint can see it change. Its tint set on an ancestor, nil for the
        // system's: a view with no superview is the root of its tree, and has no ancestor to inherit
        // from — no walk for the views added as a tree is built (most adds).
        let inheritsTint = view.storedTintColor == nil
        let oldTint = inheritsTint && hadSuperview ? view.windowPath().ownTintOrInherited : nil
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            // UIKit's `addSubview(_:)` "removes the previous superview" first: the constraints tying
            // the view to the hierarchy it leaves go, as in removeFromSuperview().
            oldSuperview.removeConstraints(referringInto: view)
            // Out of the old tree before any callback below runs (a first responder resigning in
            // `didLeave` may mark itself for layout): a mark then stops at the view and travels with it
            // (`attachSubview`), rather than being filed in the old superview under a view that has
            // left it — as `removeFromSuperview()` does.
            oldSuperview.detachSubview(view, leavingWindow: oldWindow != nil && oldWindow !== newWindow)
            oldSuperview.setNeedsLayout()
            if let oldWindow, oldWindow !== newWindow { view.didLeave(oldWindow) }
        }
        attachSubview(view, at: requestedIndex, hadSuperview: hadSuperview)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
        if let storage = view.autoLayoutStorage { autoLayoutSubtreeDidArrive(storage) }
        // UIKit calls tintColorDidChange() on a view whose inherited tint changes, not on every move;
        // either way the view's area is redrawn (a callback that moved views meanwhile invalidated
        // the area of what it moved). One cached walk — usually one step, to this view's path — gives
        // the new tint, window and place: each add costs O(1) when a tree is built from the root down
        // (issue 8).
        if inheritsTint, WindowPath.tintsDiffer(oldTint, view.windowPath().ownTintOrInherited) {
            view.tintDidChange()
        } else {
            view.redrawRenderedArea()
        }
    }

    /// This view (and its subtree) left `oldWindow`: touches on it are cancelled, and a first responder
    /// inside it resigns — UIKit resigns a first responder removed from its window, even one whose
    /// `canResignFirstResponder` is false, because it can no longer receive actions sent to the window.
    private func didLeave(_ oldWindow: UIWindow) {
        oldWindow.viewDidLeaveWindow(self)
        let application = oldWindow.application
        guard let responder = application.firstResponder as? UIView, responder.isDescendant(of: self) else { return }
        responder.resignFirstResponder()
        if application.firstResponder === responder { application.firstResponder = nil }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.willMove(toWindow: newWindow)
            view.viewDelegate?.rootViewWillMove(toWindow: newWindow)
        }
    }

    func notifyDidMoveToWindow() {
        forEachInSubtree { view in
            view.didMoveToWindow()
            view.viewDelegate?.rootViewDidMoveToWindow()
        }
    }

    /// Calls `body` on this view and its descendants, parents before children, back to front — the
    /// order of a recursive walk, each view's subviews read after `body` ran on it — with an explicit
    /// stack, so a 10,000-deep tree cannot overflow the thread's stack (issue 8).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        // A leaf (most views added to a window) needs no stack.
        guard !subviews.isEmpty else { return }
        // Each view's subviews pushed last to first by index: `Array(reversed())` and
        // `append(contentsOf: reversed())` copied them through generic collection code, about 2,000
        // instructions a modal cycle (docs/Performance.md, "Session 13 — the modal cycle").
        var pending: [UIView] = []
        pending.reserveCapacity(subviews.count + 8)
        func push(_ views: [UIView]) {
            var index = views.count
            while index > 0 {
                index -= 1
                pending.append(views[index])
            }
        }
        push(subviews)
        while let view = pending.popLast() {
            body(view)
            push(view.subviews)
        }
    }
}
