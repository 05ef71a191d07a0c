import Foundation

/// Whether an app's on-screen keyboard is up, and where: kept once, in the app's ``AppRuntime``.
///
/// UIKit has no API that says whether the keyboard is shown; its own views learn it from
/// `keyboardWillShowNotification` / `keyboardWillHideNotification`. There is no software keyboard on
/// Linux: a host simulates one, and apps and tests post those notifications. The runtime records each
/// notification here (`UIApplication+Keyboard.swift`) and a host that shows or hides its simulated
/// keyboard records it here too, so the host, the application and the form sheets that move out of the
/// keyboard's way all read one record rather than keeping their own.
public struct KeyboardState: Equatable, Sendable {
    /// The keyboard's end frame in window coordinates while it is up; nil while it is hidden.
    public var frame: CGRect?

    public init(frame: CGRect? = nil) {
        self.frame = frame
    }

    /// Whether the keyboard is up.
    public var isVisible: Bool { frame != nil }
}
