/// How the status bar appears or disappears, as UIKit's `UIStatusBarAnimation`, with its raw values.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}
