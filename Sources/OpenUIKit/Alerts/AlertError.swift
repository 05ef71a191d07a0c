/// A change to a ``UIAlertController`` that UIKit refuses by raising `NSInternalInconsistencyException`,
/// thrown by ``UIAlertController/tryAddAction(_:)``. The UIKit-shaped
/// ``UIAlertController/addAction(_:)`` reports it as an error ``Diagnostic`` instead (Swift cannot catch
/// Objective-C exceptions). Either way the alert is unchanged.
public struct AlertError: Error, Equatable, CustomStringConvertible {
    /// Which rule the request broke.
    public enum Kind: String, Sendable {
        /// A second action with the ``UIAlertAction/Style/cancel`` style.
        case secondCancelAction
    }

    /// Which rule the request broke, for code that handles each.
    public let kind: Kind

    /// UIKit's exception reason for the same request.
    public var message: String {
        switch kind {
        case .secondCancelAction: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
        }
    }

    /// The ``Diagnostic/code`` the UIKit-shaped call reports.
    public var code: String { "alert.\(kind.rawValue)" }

    /// UIKit's exception reason, as a log shows it.
    public var description: String { message }
}
