import Foundation

extension UIControl {
    /// How a control places its content vertically, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }
}
