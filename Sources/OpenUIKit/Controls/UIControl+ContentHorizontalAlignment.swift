import Foundation

extension UIControl {
    /// How a control places its content horizontally, with UIKit's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }
}
