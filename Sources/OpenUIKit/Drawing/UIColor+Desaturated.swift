import Foundation

extension UIColor {
    /// The gray of the same perceived brightness (Rec. 601 luma) and alpha: how a dimmed tint
    /// (``UIView/TintAdjustmentMode/dimmed``) is shown. A dynamic color stays dynamic.
    var desaturated: UIColor {
        if let provider {
            return UIColor { provider($0).desaturated }
        }
        let luma = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: luma, alpha: alpha)
    }
}
