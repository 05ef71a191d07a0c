import Foundation

/// A card's presenter with its corners rounded by the compositor, not drawn rounded.
///
/// Core Animation applies a layer's `cornerRadius` with `masksToBounds` when it composites the layer:
/// rounding the corners of the presenter a card scales back (`SheetCard`), and squaring them again on
/// the dismissal, redraws nothing. The window keeps that presenter as a layer of its own
/// (`UIWindow+LayeredPresenter.swift`); its pixels are drawn unclipped with the background square
/// (``RenderScope/compositesRootCorners``) and the compositor clips them to the rounded bounds
/// (``WindowLayer/clip``), so a change of the corners or of `clipsToBounds` damages only what shows,
/// as a change of its transform does. Drawn rounded, each card cycle drew the presenter's layer whole
/// twice (docs/Performance.md, "Session 14 — the card sheet's modal cycle").
extension UIView {
    /// Whether clipping this view's unclipped, square-cornered drawing to its bounds — rounded by its
    /// layer's corners when it clips (`clipping`) — gives what the renderer draws: no border or shadow
    /// (drawn along the rounded shape), no mask, no running animation (drawn with presented values),
    /// and rounded corners only with the clip (a rounded background over unclipped subviews cannot be
    /// cut out afterwards).
    func cornersComposited(clipping: Bool) -> Bool {
        guard let layer = loadedLayer else { return true }
        let border = layer.storedBorderWidth > 0 && layer.storedBorderColor != nil
        return !border && layer.displayShadow == nil && layer.storedMask == nil && !hasRunningAnimations
            && (clipping || !layer.hasRoundedCorners)
    }

    /// The window that composites this view's corners (a card's presenter kept as a layer of its own,
    /// ``transformCompositingWindow``) while they are composited, the view clipping or not as
    /// `clipping` says; nil otherwise, when a change of them is drawn as any other.
    func cornerCompositingWindow(clipping: Bool) -> UIWindow? {
        guard cornersComposited(clipping: clipping) else { return nil }
        return transformCompositingWindow
    }

    /// `command` as a square fill of `bounds` when it is this view's layer background filled over
    /// them (the first command of its content when it has a background and no shadow); nil for
    /// anything else.
    func squaredBackground(_ command: DisplayCommand, in bounds: CGRect) -> DisplayCommand? {
        guard let layer = loadedLayer, let background = presentedBackgroundColor, !background.isFullyTransparent
        else { return nil }
        switch command {
        case let .fill(rect, color, _) where rect == bounds:
            return .fill(bounds, color: color, cornerRadius: 0)
        case let .fillPath(path, color, .winding, nil) where path == layer.roundedShape(in: bounds):
            return .fill(bounds, color: color, cornerRadius: 0)
        default:
            return nil
        }
    }
}
