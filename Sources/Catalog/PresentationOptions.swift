import Foundation
import OpenUIKit

/// The choices of the modal presentation screen: style, transition, and whether the content is modal
/// in a popover (the article's `modalInPopover`).
struct PresentationOptions: Sendable, Equatable {
    /// The styles the picker offers, with their short names.
    static let styles: [(style: UIModalPresentationStyle, name: String)] = [
        (.fullScreen, "fullScreen"), (.pageSheet, "pageSheet"), (.formSheet, "formSheet"),
        (.currentContext, "currentContext"), (.overFullScreen, "overFullScreen"),
        (.overCurrentContext, "overCurrentContext"), (.popover, "popover"),
    ]
    /// The transitions the picker offers, with their short names.
    static let transitions: [(style: UIModalTransitionStyle, name: String)] = [
        (.coverVertical, "coverVertical"), (.flipHorizontal, "flipHorizontal"),
        (.crossDissolve, "crossDissolve"), (.partialCurl, "partialCurl"),
    ]

    var style: UIModalPresentationStyle = .formSheet
    var transition: UIModalTransitionStyle = .coverVertical
    var isModalInPopover = false

    var styleName: String { Self.styles.first { $0.style == style }?.name ?? "\(style)" }
    var transitionName: String { Self.transitions.first { $0.style == transition }?.name ?? "\(transition)" }
}
