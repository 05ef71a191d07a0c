/// A presentation request that UIKit refuses by raising an exception, thrown by
/// ``UIViewController/tryPresent(_:animated:completion:)``.
///
/// UIKit raises `NSInvalidArgumentException` for these; Swift cannot catch Objective-C exceptions, so
/// OpenUIKit throws this error from the throwing variant and reports it as an error ``Diagnostic`` from
/// the UIKit-shaped ``UIViewController/present(_:animated:completion:)``. Either way nothing changes.
public struct PresentationError: Error, Equatable, CustomStringConvertible {
    /// Which rule the request broke.
    public enum Kind: String, Sendable {
        /// `partialCurl` to or from a controller that is not presented full screen.
        case partialCurlNotFullScreen
        /// The controller is already presented, or is on screen in a window.
        case activeController
        /// The controller is a child of a container.
        case hasParent
        /// A popover with neither a source view nor a bar button item to point at.
        case popoverWithoutAnchor
        /// A `currentContext` / `overCurrentContext` presentation inside a popover with a transition
        /// other than `coverVertical` (Apple's `UIModalPresentationStyle` documentation: "supported
        /// only if the transition style is coverVertical. Attempting to use a different transition
        /// style triggers an exception").
        case contextInPopoverNotCoverVertical
    }

    /// Which of UIKit's raising cases this is, for code that handles each.
    public let kind: Kind
    /// UIKit's exception reason for the same request.
    public let message: String

    /// An error of `kind` with UIKit's exception reason.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The ``Diagnostic/code`` the UIKit-shaped call reports.
    public var code: String { "presentation.\(kind.rawValue)" }

    /// UIKit's exception reason, as a log shows it.
    public var description: String { message }
}
