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
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view as? UIWindow
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
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex { $0 === sibling }.map { $0 + 1 } ?? others.count
        insert(view, at: index)
    }

    /// Inserts `view` just below `sibling`; appends if `sibling` is not a subview. A view that is
    /// already a subview is moved there.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let others = subviews.filter { $0 !== view }
        let index = others.firstIndex { $0 === sibling } ?? others.count
        insert(view, at: index)
    }

    /// Removes the view from its superview and its window.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        let oldTint = tintColor
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        oldSuperview.willRemoveSubview(self)
        invalidateRenderedArea()
        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
        if let oldWindow { didLeave(oldWindow) }
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        oldSuperview.setNeedsLayout()
        if tintColor != oldTint { propagateTintColorChange() }
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        view.invalidateRenderedArea()
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        view.invalidateRenderedArea()
    }

    /// Swaps the subviews at two indexes; out-of-range indexes are ignored with a diagnostic.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.warn("view.exchangeOutOfRange",
                             "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) with \(subviews.count) subviews.")
            return
        }
        subviews.swapAt(index1, index2)
        invalidateRenderedArea()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first descendant (depth first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    // MARK: Implementation

    private func insert(_ view: UIView, at requestedIndex: Int) {
        guard !isDescendant(of: view) else {
            Diagnostics.report(Diagnostic(code: "view.addSubviewCycle", severity: .error,
                                          message: "Can't add a view as a subview of itself or of its own subview."))
            return
        }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(requestedIndex, 0), subviews.count))
            view.invalidateRenderedArea()
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view.tintColor
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            view.invalidateRenderedArea()
            oldSuperview.subviews.removeAll { $0 === view }
            oldSuperview.setNeedsLayout()
            if let oldWindow, oldWindow !== newWindow { view.didLeave(oldWindow) }
        }
        subviews.insert(view, at: min(max(requestedIndex, 0), subviews.count))
        view.superview = self
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
        // UIKit calls tintColorDidChange() on a view whose inherited tint changes, not on every move.
        if view.tintColor != oldTint { view.propagateTintColorChange() }
        view.invalidateRenderedArea()
    }

    /// This view (and its subtree) left `oldWindow`: touches on it are cancelled, and a first responder
    /// inside it resigns — UIKit resigns a first responder removed from its window, even one whose
    /// `canResignFirstResponder` is false, because it can no longer receive actions sent to the window.
    private func didLeave(_ oldWindow: UIWindow) {
        oldWindow.viewDidLeaveWindow(self)
        let application = UIApplication.shared
        guard let responder = application.firstResponder as? UIView, responder.isDescendant(of: self) else { return }
        responder.resignFirstResponder()
        if application.firstResponder === responder { application.firstResponder = nil }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        viewDelegate?.rootViewWillMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        didMoveToWindow()
        viewDelegate?.rootViewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
