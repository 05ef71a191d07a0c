import Foundation

/// Dimmed tints, as UIKit's `tintAdjustmentMode`: while an alert or a sheet that leaves the content
/// around it visible is up, the views behind it show their tint desaturated (UIKit's documentation of
/// `tintAdjustmentMode`: "the tint color is desaturated"; the dimmed look of buttons behind an alert).
extension UIView {
    /// The view's tint adjustment, as UIKit's: set to ``TintAdjustmentMode/automatic`` (the default), it
    /// reads as the first ancestor's mode that is not automatic, else ``TintAdjustmentMode/normal``.
    /// A change that changes the effective mode calls ``tintColorDidChange()`` on this view and the
    /// views that inherit its mode, and redraws them.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.hasAppearanceAttributes, let mode = current.appearanceAttributes?.tintAdjustmentMode,
                   mode != .automatic {
                    return mode
                }
                view = current.superview
            }
            return .normal
        }
        set {
            let old = tintAdjustmentMode
            let oldOwn = appearanceAttributes?.tintAdjustmentMode ?? .automatic
            guard newValue != oldOwn else { return }
            updateAppearanceAttributes { $0.tintAdjustmentMode = newValue }
            UIView.dimmedViewCount += (newValue == .dimmed ? 1 : 0) - (oldOwn == .dimmed ? 1 : 0)
            if tintAdjustmentMode != old { tintDidChange(adjustmentChanged: true) }
        }
    }

    /// Whether the view's own mode is set (not automatic): its subviews inherit that, not an ancestor's.
    var hasOwnTintAdjustmentMode: Bool {
        hasAppearanceAttributes && appearanceAttributes?.tintAdjustmentMode != .automatic
    }

    /// How many views have their own mode set to dimmed: while none has, the tint getter skips looking
    /// for one, so buttons' frequent tint reads cost nothing more (the 1000-button grid is gated).
    static var dimmedViewCount = 0

    /// `tint` as this view shows it: desaturated while the view's effective mode is dimmed.
    func adjustedTint(_ tint: UIColor) -> UIColor {
        guard UIView.dimmedViewCount > 0, tintAdjustmentMode == .dimmed else { return tint }
        return tint.desaturated
    }
}
