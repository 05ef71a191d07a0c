import Foundation
import OpenUIKit

extension ModalButton {
    /// One step of a ``ModalButton``: what the button shows and does while it is in this mode.
    ///
    /// A mode either waits for the user (``isEnabled``: a tap moves to the next mode) or works on its
    /// own (``delay``: after that many seconds the button moves to ``modeAfterDelay``, else the next
    /// mode). A mode may do both, as the "Confirm Delete" step that waits for a second tap but reverts
    /// when its timeout passes.
    ///
    /// ```swift
    /// let working = ModalButton.Mode(identifier: "downloading", title: "Downloading…", isEnabled: false,
    ///                                showsActivityIndicator: true, delay: 5)
    /// ```
    public struct Mode: Equatable, Sendable {
        /// A name the app recognises the mode by in its action (titles may be localised).
        public var identifier: String
        /// The title shown in this mode (set for the `.normal` state, so it shows when disabled too).
        public var title: String
        /// The background image shown in this mode; nil shows none.
        public var backgroundImage: UIImage?
        /// Whether the button takes taps in this mode. A disabled mode ignores every touch, as a
        /// disabled control does, so tapping during a busy phase does nothing.
        public var isEnabled: Bool
        /// Whether the activity indicator spins while the button is in this mode (its working phase).
        public var showsActivityIndicator: Bool
        /// Seconds before the button moves on by itself; nil waits for a tap. The countdown runs only
        /// while the button is in a window (see ``ModalButton``).
        public var delay: TimeInterval?
        /// The index of the mode that follows the ``delay``; nil means the next one.
        public var modeAfterDelay: Int?

        /// A mode with a title; everything else defaults to a plain enabled mode that waits for a tap.
        public init(identifier: String? = nil, title: String, backgroundImage: UIImage? = nil,
                    isEnabled: Bool = true, showsActivityIndicator: Bool = false,
                    delay: TimeInterval? = nil, modeAfterDelay: Int? = nil) {
            self.identifier = identifier ?? title
            self.title = title
            self.backgroundImage = backgroundImage
            self.isEnabled = isEnabled
            self.showsActivityIndicator = showsActivityIndicator
            self.delay = delay
            self.modeAfterDelay = modeAfterDelay
        }
    }
}
