/// Horizontal text alignment, with UIKit's raw values (`.natural` is left-to-right here).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
