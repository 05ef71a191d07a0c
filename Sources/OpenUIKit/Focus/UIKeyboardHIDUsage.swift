/// A key on a hardware keyboard, by its USB HID usage, as UIKit's `UIKeyboardHIDUsage` (the values
/// `UIKey.keyCode` reports). Only the keys the focus system handles are named.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The key's USB HID usage code (keyboard page), as UIKit's raw values.
    public let rawValue: Int
    /// Any key by its HID usage: not failable, so every key code a host reports can be represented
    /// (UIKit's enum names every key instead).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return (0x28): presses the focused button, or chooses an alert's preferred action.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape (0x29): dismisses the frontmost sheet or popover, or cancels an alert.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Tab (0x2B): moves focus to the next control (with Shift, the previous one).
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar (0x2C): presses the focused button.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// Enter on the keypad (0x58): handled as Return.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
}
