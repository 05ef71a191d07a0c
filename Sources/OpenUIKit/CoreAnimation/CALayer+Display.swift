import Foundation

/// Content and layout on demand, as Core Animation: ``setNeedsDisplay()`` marks the layer, and before
/// it is next drawn ``display()`` records its content — the delegate's ``CALayerDelegate/display(_:)``,
/// or ``draw(in:)`` (a subclass override, or the delegate's ``CALayerDelegate/draw(_:in:)``). The
/// recorded commands are the layer's backing store: kept until the next ``setNeedsDisplay()``. A
/// layer never marked shows no drawn content, as a new Core Animation layer.
///
/// ``setNeedsLayout()`` marks the layer and its host view; the view's layout pass then runs
/// ``layoutSublayers()`` on the marked standalone layers (``UIView/layoutStandaloneSublayers()``).
/// A view's layer forwards all of these to its view (`setNeedsDisplay()`, `setNeedsLayout()`,
/// `layoutIfNeeded()`).
extension CALayer {
    /// Marks the content to be recorded again (``display()``) before the layer is next drawn.
    public func setNeedsDisplay() {
        if let owningView { return owningView.setNeedsDisplay() }
        needsDisplayFlag = true
        appearanceWillChange()
        appearanceDidChange()
    }

    /// Marks the content to be recorded again; the whole layer is redrawn, whatever `r` says.
    public func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the layer is marked to record its content again.
    public func needsDisplay() -> Bool {
        if let owningView { return owningView.cachedContent == nil }
        return needsDisplayFlag
    }

    /// Records the content now if the layer is marked.
    public func displayIfNeeded() {
        guard owningView == nil, needsDisplayFlag else { return }
        display()
    }

    /// What ``display()`` does unless overridden: the delegate's ``CALayerDelegate/display(_:)``
    /// when there is a delegate, else ``recordDrawing()``; a view's layer redraws its view.
    func displayContent() {
        if let owningView { return owningView.setNeedsDisplay() }
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { recordDrawing() }
    }

    /// Records ``draw(in:)`` as the layer's content (what ``display()`` does without a delegate that
    /// displays on its own), and damages the layer so the new content is drawn.
    public func recordDrawing() {
        needsDisplayFlag = false
        let bounds = self.bounds
        let commands = UIGraphicsContext.record(bounds: bounds) { context in draw(in: context) }
        setPropertyUnchecked(.contents) { drawnContent = commands }
    }

    /// Marks the layer for ``layoutSublayers()`` at the next layout pass.
    public func setNeedsLayout() {
        if let owningView { return owningView.setNeedsLayout() }
        markNeedsLayout()
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool {
        owningView?.needsLayout ?? needsLayoutFlag
    }

    /// Lays out the layer now if it is marked, then its sublayers that are.
    public func layoutIfNeeded() {
        if let owningView { return owningView.layoutIfNeeded() }
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if layer.needsLayoutFlag {
                layer.needsLayoutFlag = false
                layer.layoutSublayers()
            }
            pending.append(contentsOf: layer.ownSublayers.reversed())
        }
    }

    /// What ``layoutSublayers()`` does unless overridden: asks the delegate
    /// (``CALayerDelegate/layoutSublayers(of:)``); a view's layer lays out its view (`layoutSubviews()`).
    func layOutThroughDelegate() {
        if let owningView { return owningView.layoutSubviews() }
        delegate?.layoutSublayers(of: self)
    }
}
