import OpenUIKit

/// A key the host forwards to the app for keyboard focus navigation, as UIKit on an iPad with a hardware
/// keyboard: Tab / Shift-Tab move focus, Space or Return trigger the focused control, Escape dismisses.
///
/// The host only reports the key; what it does belongs to the focus engine behind
/// ``WindowHost/keyHandler`` (the window's `UIFocusSystem` by default).
public struct HostKeyPress: Equatable, Sendable {
    /// The keys named after UIKit's `UIKeyboardHIDUsage` cases they stand for.
    public enum Key: Equatable, Sendable {
        /// `keyboardTab`
        case tab
        /// `keyboardSpacebar`
        case space
        /// `keyboardReturnOrEnter` (also the keypad's Enter)
        case returnOrEnter
        /// `keyboardEscape`
        case escape

        /// The key's USB HID usage, as UIKit reports it in `UIKey.keyCode`.
        public var usage: UIKeyboardHIDUsage {
            switch self {
            case .tab: .keyboardTab
            case .space: .keyboardSpacebar
            case .returnOrEnter: .keyboardReturnOrEnter
            case .escape: .keyboardEscape
            }
        }
    }

    public var key: Key
    /// Whether Shift was held (Shift-Tab moves focus backwards).
    public var isShiftDown: Bool
    /// Whether this is the keyboard's auto-repeat of a held key.
    public var isRepeat: Bool

    public init(key: Key, isShiftDown: Bool = false, isRepeat: Bool = false) {
        self.key = key
        self.isShiftDown = isShiftDown
        self.isRepeat = isRepeat
    }
}
