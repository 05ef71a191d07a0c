import Foundation

/// One step of compositing a view tree into a display list (`UIView+Rendering.swift`), which keeps
/// its own stack rather than recursing.
enum RenderStep {
    /// Draw the view's group and content at `origin` (in the superview's drawn coordinates), then open
    /// its subviews; `visibleInParent` is the dirty rect in the superview's coordinates.
    case open(UIView, origin: CGPoint, visibleInParent: CGRect?)
    /// Close a view's group, after closing the rounded clip or mask its layer opened, if any.
    case close(CALayer?)
    /// Draw a standalone layer (and its sublayers) between the subviews.
    case sublayer(CALayer)
}
