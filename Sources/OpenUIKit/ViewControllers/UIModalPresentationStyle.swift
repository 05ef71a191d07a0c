/// How a presented view controller is shown, with UIKit's cases and raw values.
///
/// ``automatic`` is the default, as since iOS 13; UIKit maps it to ``pageSheet`` for ordinary view
/// controllers, and so does OpenUIKit. In a horizontally compact environment (every phone) the sheet
/// styles adapt to ``fullScreen`` — the behaviour the article describes ("on an iPhone … the modal view
/// controller is always displayed full screen").
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    /// Presented by the presentation controller the controller's ``UIViewController/transitioningDelegate``
    /// supplies (a plain ``UIPresentationController`` without one); never adapted.
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    /// Returned by an adaptive delegate to mean "do not adapt".
    case none = -1
    case automatic = -2

    /// Whether the presented view covers only the presentation context, not the window.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }
}
