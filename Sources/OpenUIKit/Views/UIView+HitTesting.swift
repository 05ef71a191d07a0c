import Foundation

/// Finding the view under a point, with UIKit's rules.
extension UIView {
    /// Whether hit testing may enter this view at all.
    var isReceivingTouches: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }
}
