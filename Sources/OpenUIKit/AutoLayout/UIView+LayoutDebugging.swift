import Foundation

/// Auto Layout's debugging and fitting API on views, as UIKit's `UIConstraintBasedLayoutDebugging`
/// and `systemLayoutSizeFitting`.
extension UIView {
    /// The engine of this view's hierarchy after bringing it up to date, if the hierarchy uses
    /// Auto Layout.
    private func currentLayoutEngine() -> LayoutEngine? {
        updateAutoLayoutIfUsed()
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root.autoLayoutStorage?.engine
    }

    /// Whether the constraints leave this view's frame undetermined: several frames satisfy them
    /// equally well (UIKit's `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool {
        currentLayoutEngine()?.isAmbiguous(self) ?? false
    }

    /// Moves the view to another frame its constraints allow when they leave it ambiguous (see
    /// ``hasAmbiguousLayout``), so the ambiguity shows on screen, as UIKit's debugging aid does; a
    /// view whose constraints fix its frame does not move. The next layout pass may move it back.
    public func exerciseAmbiguityInLayout() {
        currentLayoutEngine()?.exerciseAmbiguity(of: self)
    }

    /// The active constraints that position or size this view on `axis`, as UIKit's
    /// `constraintsAffectingLayout(for:)` (those that mention the view directly).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        currentLayoutEngine()?.constraintsAffecting(self, for: axis) ?? []
    }

    /// The size the view's constraints give it, as close to `targetSize` as the constraints allow
    /// (``layoutFittingCompressedSize`` for the smallest). The view's own frame is not changed.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, its width drawn to `targetSize.width` at
    /// `horizontalFittingPriority` and its height at `verticalFittingPriority` (`.required` fixes a
    /// dimension, as for a table cell of a known width).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine(root: self, fitting: LayoutEngine.Fitting(size: targetSize, horizontal: horizontalFittingPriority,
                                                                            vertical: verticalFittingPriority))
        engine.update(applyingFrames: false)
        return engine.rootSize
    }
}
