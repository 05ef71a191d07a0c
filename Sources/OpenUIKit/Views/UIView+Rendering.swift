import Foundation

/// Drawing: each view records its own content as display commands, cached until
/// ``setNeedsDisplay()``; compositing walks the tree and wraps each view's commands in a group with its
/// offset, clip and alpha.
extension UIView {
    /// Marks the view's content to be recorded again before the next frame.
    public func setNeedsDisplay() {
        cachedContent = nil
        invalidateRenderedArea()
    }

    /// The view's own drawing — background, ``draw(_:)``, border — without its subviews.
    public var contentDisplayList: DisplayList {
        if let cachedContent { return DisplayList(cachedContent) }
        let bounds = storedBounds
        let commands = UIGraphicsContext.record { context in
            if let backgroundColor {
                context.fill(bounds, color: backgroundColor, cornerRadius: layer.cornerRadius)
            }
            draw(bounds)
            if layer.borderWidth > 0 {
                context.stroke(bounds, color: layer.borderColor, lineWidth: layer.borderWidth,
                               cornerRadius: layer.cornerRadius)
            }
            if hasFocus { drawFocusHalo(in: bounds, into: context) }
        }
        cachedContent = commands
        return DisplayList(commands)
    }

    /// The view and its visible subviews composited into one list, in this view's superview
    /// coordinates; a view without a superview (a window) is drawn with its bounds origin at the top-left.
    /// With `dirtyRect`, subtrees that cannot draw into it are skipped; nil renders everything. The
    /// dirty rect is in the superview's coordinates, or, for a view without one, in its own coordinates —
    /// the coordinates of ``UIWindow/takeDirtyRect()`` — so `window.renderDisplayList(in:
    /// window.takeDirtyRect())` is right even when the window's bounds origin is not zero.
    public func renderDisplayList(in dirtyRect: CGRect? = nil) -> DisplayList {
        var commands: [DisplayCommand] = []
        let origin = superview == nil ? CGPoint(x: -storedBounds.minX, y: -storedBounds.minY) : offsetInSuperview
        let visibleInParent = superview == nil ? dirtyRect?.offsetBy(dx: origin.x, dy: origin.y) : dirtyRect
        appendRendering(into: &commands, origin: origin, visibleInParent: visibleInParent)
        return DisplayList(commands)
    }

    private func appendRendering(into commands: inout [DisplayCommand], origin: CGPoint, visibleInParent: CGRect?) {
        guard !isHidden, alpha > 0 else { return }
        var visible = visibleInParent.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        if clipsToBounds, let current = visible { visible = current.intersection(storedBounds) }
        commands.append(.beginGroup(origin: origin, clip: clipsToBounds ? storedBounds : nil, alpha: alpha))
        commands.append(contentsOf: contentDisplayList.commands)
        for subview in subviews {
            let offset = subview.offsetInSuperview
            // Skip a subtree whose whole drawn area (``renderedExtent``: its bounds, grown by unclipped
            // subviews) misses the dirty rect — not just a leaf or clipping view: a button's title and
            // image are subviews, and redrawing one button of a 1000-button grid drew all 1000 titles.
            if let visible, !subview.renderedExtent.offsetBy(dx: offset.x, dy: offset.y).intersects(visible) {
                continue
            }
            subview.appendRendering(into: &commands, origin: offset, visibleInParent: visible)
        }
        commands.append(.endGroup)
    }

    /// The area the view and its subviews may draw, in its own coordinates.
    var renderedExtent: CGRect {
        guard !clipsToBounds else { return storedBounds }
        var extent = storedBounds
        for subview in subviews where !subview.isHidden {
            let offset = subview.offsetInSuperview
            extent = extent.union(subview.renderedExtent.offsetBy(dx: offset.x, dy: offset.y))
        }
        return extent
    }

    /// Tells the window the area this view covers must be drawn again.
    ///
    /// One walk up the tree finds both the window and the view's offset in it (what `window` and
    /// `convert(_:to:)` would find in two walks each): a button's state change invalidates several
    /// times, and this was a large part of a click's cost (issue 7's click-grid profile).
    func invalidateRenderedArea() {
        var origin = CGPoint.zero
        var view: UIView = self
        while let parent = view.superview {
            let offset = view.offsetInSuperview
            origin.x += offset.x
            origin.y += offset.y
            view = parent
        }
        guard let window = view as? UIWindow else { return }
        window.addDirtyRect(renderedExtent.offsetBy(dx: origin.x, dy: origin.y))
    }
}
