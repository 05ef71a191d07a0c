import OpenUIKit

/// How a fuzz scene presents a new view controller: the style and transition it asks for, whether it
/// animates, whether a popover of it is modal, and the seed its content (one to three views, controls
/// or buttons) and its popover anchor are made from — a value, so that a ``SceneMutation`` stays
/// replayable. With an ``alertStyle`` it presents a `UIAlertController` instead, whose actions (and
/// whether an iPad action sheet gets its anchor) come from the same seed.
public struct PresentationRequest: Sendable, Equatable, CustomStringConvertible {
    /// The presentation style asked for (adapted by UIKit's rules: a sheet on a compact width is full
    /// screen).
    public var style: UIModalPresentationStyle
    /// The transition asked for, which decides what an animated presentation draws.
    public var transition: UIModalTransitionStyle
    /// Whether the presentation animates, so the invariants are checked mid-transition too.
    public var animated: Bool
    /// Sets the presented controller's `isModalInPopover`: a tap outside the popover then does not dismiss it.
    public var isModalInPopover: Bool
    /// The seed the presented content, its popover anchor and an alert's actions are made from, so the
    /// request stays a replayable value.
    public var contentSeed: UInt64
    /// Presents an alert or action sheet of this style (its style and transition are the alert's own).
    public var alertStyle: UIAlertController.Style?

    /// A request with every choice given, as the mutation generator and replays make them.
    public init(style: UIModalPresentationStyle, transition: UIModalTransitionStyle, animated: Bool,
                isModalInPopover: Bool, contentSeed: UInt64, alertStyle: UIAlertController.Style? = nil) {
        self.alertStyle = alertStyle
        self.style = style
        self.transition = transition
        self.animated = animated
        self.isModalInPopover = isModalInPopover
        self.contentSeed = contentSeed
    }

    /// The styles a scene asks for: every style UIKit's apps use (``UIModalPresentationStyle/custom``
    /// without a transitioning delegate is a plain presentation, already covered).
    static let styles: [UIModalPresentationStyle] = [.fullScreen, .pageSheet, .formSheet, .currentContext,
                                                     .overFullScreen, .overCurrentContext, .popover, .automatic]

    /// The request as it reads in a trace: the style (or the alert style), the transition, `animated`,
    /// `modal-in-popover` and the content seed.
    public var description: String {
        if let alertStyle { return "\(alertStyle)\(animated ? " animated" : "") content \(contentSeed)" }
        return "\(style) \(transition)\(animated ? " animated" : "")\(isModalInPopover ? " modal-in-popover" : "") content \(contentSeed)"
    }
}
