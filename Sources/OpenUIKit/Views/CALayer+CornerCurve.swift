import Foundation

/// `layer.cornerCurve`, kept in the view's side storage (`UIView+AppearanceAttributes.swift`): most
/// layers never set it.
extension CALayer {
    /// How the rounded corners of ``cornerRadius`` are shaped, as Core Animation's `cornerCurve`:
    /// `.circular` (the default) or `.continuous`, which the view draws as a superellipse-like corner
    /// (`UIView+ContinuousCorners.swift`) for its background and border. Changing it redraws the view.
    public var cornerCurve: CALayerCornerCurve {
        get { owner.appearanceAttributes?.cornerCurve ?? .circular }
        set {
            guard newValue != cornerCurve else { return }
            owner.updateAppearanceAttributes { $0.cornerCurve = newValue }
            owner.setNeedsDisplay()
        }
    }
}
