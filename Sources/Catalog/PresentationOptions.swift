import Foundation
import OpenUIKit

/// The choices of the modal presentation screen: style, transition, whether the content is modal in a
/// popover (the article's `modalInPopover`), and how sheets show on an iPhone — iOS 17's cards, or the
/// article's iPhone OS 3.2 full screen (``AppRuntime/compactSheetStyle``, set by the launch option
/// `--full-screen-sheets`).
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
    var sheetStyle: AppRuntime.CompactSheetStyle = .card

    var styleName: String { Self.styles.first { $0.style == style }?.name ?? "\(style)" }
    var transitionName: String { Self.transitions.first { $0.style == transition }?.name ?? "\(transition)" }
}
