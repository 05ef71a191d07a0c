/// A key on a hardware keyboard, by its USB HID usage, as UIKit's `UIKeyboardHIDUsage` (the values
/// `UIKey.keyCode` reports). Only the keys the focus system and text fields handle are named.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The key's USB HID usage code (keyboard page), as UIKit's raw values.
    public let rawValue: Int
    /// Any key by its HID usage: not failable, so every key code a host reports can be represented
    /// (UIKit's enum names every key instead).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A (0x04): with Command or Control, selects all of an editing text field's text.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// C (0x06): with Command or Control, copies a text field's selection.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    /// V (0x19): with Command or Control, pastes into a text field.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    /// X (0x1B): with Command or Control, cuts a text field's selection.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    /// Return (0x28): presses the focused button, or chooses an alert's preferred action; in an
    /// editing text field, the Return key (`textFieldShouldReturn`).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// Escape (0x29): dismisses the frontmost sheet or popover, or cancels an alert.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// Tab (0x2B): moves focus to the next control (with Shift, the previous one).
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar (0x2C): presses the focused button.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// Backspace (0x2A): deletes backward in an editing text field.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// Home (0x4A): moves a text field's caret to the start.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// Delete forward (0x4C): deletes the character after a text field's caret.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// End (0x4D): moves a text field's caret to the end.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// Right arrow (0x4F): moves a text field's caret one character right (with Shift, selects).
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// Left arrow (0x50): moves a text field's caret one character left (with Shift, selects).
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// Down arrow (0x51): moves a text field's caret to the end (one line).
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// Up arrow (0x52): moves a text field's caret to the start (one line).
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// Enter on the keypad (0x58): handled as Return.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
}
