import Foundation

/// Layout, as UIKit runs it: a view marks itself with ``setNeedsLayout()``; before the next frame the
/// window's layout pass calls ``layoutSubviews()`` on each marked view, parents before children.
extension UIView {
    /// Marks the view to be laid out in the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsLayout()
    }

    /// Marks this view and its ancestors as having a subtree that needs layout, each ancestor noting
    /// which of its subviews leads to the change. The walk stops at an ancestor already marked: the
    /// rest of the way up was marked, and noted, when it was.
    func markSubtreeNeedsLayout() {
        subtreeNeedsLayout = true
        // Retaining no ancestor on the way (see ``UnretainedView``). The marks are read, changed and
        // stored back rather than changed in place: an in-place change of an unretained view's
        // property made the compiler retain the view for the access — the window, which has a side
        // table, on the runtime's slow path for each of a relayout's thousand buttons
        // (docs/Performance.md, "Session 12 — layout speed").
        var child = UnretainedView(self)
        while let parentStep = child.superview {
            unowned(unsafe) let parent = parentStep.view
            var marks = parent.subviewsNeedingLayout
            marks.add(child)
            parent.subviewsNeedingLayout = marks
            guard !parent.subtreeNeedsLayout else { return }
            parent.subtreeNeedsLayout = true
            child = parentStep
        }
    }

    /// Lays out this view and its subviews now if any of them is marked, parents before children.
    ///
    /// A loop with an explicit stack in the order of the recursive walk (each view's subviews read
    /// after its ``layoutSubviews()``), so a 10,000-deep tree cannot overflow the stack (issue 8).
    ///
    /// In a hierarchy that uses Auto Layout, the engine first updates constraints and sets the frames
    /// they solve to (see `LayoutEngine`); a hierarchy that does not pays one walk to its root.
    ///
    /// A change the Auto Layout engine has not solved yet, made during the walk (a controller's
    /// `viewWillLayoutSubviews` giving a wrapping view its preferred width, which invalidates an
    /// intrinsic size the engine already solved with), is solved before returning: UIKit re-solves
    /// the engine inside each view's layout when it has changes, so it shows the settled layout in the
    /// same frame. The extra passes are bounded (``maximumLayoutPasses``) and walk only what is
    /// marked; a hierarchy without Auto Layout makes exactly one.
    public func layoutIfNeeded() {
        layOutMarkedSubtree()
        var passes = 1
        while passes < Self.maximumLayoutPasses, subtreeNeedsLayout,
              hierarchyLayoutEngine?.hasUnsolvedChanges == true {
            layOutMarkedSubtree()
            passes += 1
        }
    }

    /// How many passes one ``layoutIfNeeded()`` makes at most while the engine keeps changing.
    static let maximumLayoutPasses = 4

    /// One pass of ``layoutIfNeeded()``: the engine, then the marked views, parents before children.
    private func layOutMarkedSubtree() {
        if subtreeNeedsLayout { updateAutoLayoutIfUsed() }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            guard view.subtreeNeedsLayout else { continue }
            view.subtreeNeedsLayout = false
            if view.needsLayout {
                view.needsLayout = false
                view.viewDelegate?.viewWillLayoutSubviews()
                view.layoutSubviews()
                view.viewDelegate?.viewDidLayoutSubviews()
            }
            view.layoutStandaloneSublayers()
            // Only the subtrees that need layout: a window of a thousand buttons laid out after a
            // presentation would otherwise push and pop every button — or test each of them, were it
            // not told which one changed.
            switch view.subviewsNeedingLayout {
            case .none:
                break
            case .one(let step):
                unowned(unsafe) let subview = step.view
                assert(subview.superviewReference == UnretainedView(view), "A layout mark names a view that left")
                if subview.subtreeNeedsLayout { pending.append(subview) }
            case .several:
                // Only the marked subviews are retained (the copy of the list holds the rest), front
                // to back so that they are laid out back to front. Part of layout-grid's first step in
                // session 16, 2,146,022 -> 1,902,042 instructions a relayout (docs/Performance.md,
                // "Session 16 — layout speed").
                UnretainedView.forEach(in: view.subviews, reversed: true) { subview in
                    if subview.subtreeNeedsLayout { pending.append(subview) }
                }
            }
            view.subviewsNeedingLayout = .none
        }
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin. A negative
    /// dimension from an override counts as zero (a negative frame size would move the origin); a
    /// non-finite one is refused as any non-finite frame is.
    public func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frame.origin, size: CGSize(width: max(size.width, 0), height: max(size.height, 0)))
    }
}
