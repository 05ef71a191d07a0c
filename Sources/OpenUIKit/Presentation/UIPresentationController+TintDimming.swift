/// Dimming the tint of what is behind a presentation, as UIKit does: while an alert is up, the
/// presenting content's tint is desaturated (``UIView/tintAdjustmentMode`` `.dimmed`); it comes back
/// when the dismissal starts. Sheets leave the tint alone here: dimming redraws every tinted view
/// behind them, and a sheet's presentation keeps the content behind it cached in its own layer
/// (`UIWindow+Layers.swift`).
extension UIPresentationController {
    /// Dims the tint of `host`'s view when this presentation dims its container.
    func dimTint(of host: UIViewController, presentedFrame: CGRect) {
        guard tintDimmedView == nil, dimsTintBehind, dimsContainer(presentedFrame: presentedFrame),
              let view = host.viewIfLoaded else {
            return
        }
        let ownMode = view.hasOwnTintAdjustmentMode ? view.tintAdjustmentMode : .automatic
        tintDimmedView = (view, ownMode)
        view.tintAdjustmentMode = .dimmed
    }

    /// Gives back the mode the dimmed view had.
    func restoreDimmedTint() {
        guard let (view, previousMode) = tintDimmedView else { return }
        tintDimmedView = nil
        view.tintAdjustmentMode = previousMode
    }
}
