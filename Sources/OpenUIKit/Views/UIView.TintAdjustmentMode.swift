extension UIView {
    /// How a view's tint is adjusted, with UIKit's raw values (``UIView/tintAdjustmentMode``).
    public enum TintAdjustmentMode: Int, Sendable, CaseIterable {
        /// The superview's mode (``normal`` at the top of the hierarchy).
        case automatic = 0
        /// The tint as set.
        case normal = 1
        /// The tint desaturated: what UIKit shows behind an alert or a sheet.
        case dimmed = 2
    }
}
