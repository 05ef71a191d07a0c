/// A key on a hardware keyboard, by its USB HID usage, as UIKit's `UIKeyboardHIDUsage` (the values
/// `UIKey.keyCode` reports). Named: the keys the focus system and text fields handle, and the letters,
/// digits, function and paging keys a ``UIKeyCommand`` may use (`UIKeyboardHIDUsage+KeyCommandInput.swift`
/// maps each to the input a key command names).
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
    /// B (0x05): a key command's `"b"`.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    /// D (0x07): a key command's `"d"`.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    /// E (0x08): a key command's `"e"`.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    /// F (0x09): a key command's `"f"`.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    /// G (0x0A): a key command's `"g"`.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    /// H (0x0B): a key command's `"h"`.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    /// I (0x0C): a key command's `"i"`.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    /// J (0x0D): a key command's `"j"`.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    /// K (0x0E): a key command's `"k"`.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    /// L (0x0F): a key command's `"l"`.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    /// M (0x10): a key command's `"m"`.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    /// N (0x11): a key command's `"n"`.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    /// O (0x12): a key command's `"o"`.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    /// P (0x13): a key command's `"p"`.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    /// Q (0x14): a key command's `"q"`.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    /// R (0x15): a key command's `"r"`.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    /// S (0x16): a key command's `"s"`.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    /// T (0x17): a key command's `"t"`.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    /// U (0x18): a key command's `"u"`.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    /// W (0x1A): a key command's `"w"`.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    /// Y (0x1C): a key command's `"y"`.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    /// Z (0x1D): a key command's `"z"`.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key (0x1E): a key command's `"1"`.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 2 key (0x1F): a key command's `"2"`.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    /// The 3 key (0x20): a key command's `"3"`.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    /// The 4 key (0x21): a key command's `"4"`.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    /// The 5 key (0x22): a key command's `"5"`.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    /// The 6 key (0x23): a key command's `"6"`.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    /// The 7 key (0x24): a key command's `"7"`.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    /// The 8 key (0x25): a key command's `"8"`.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    /// The 9 key (0x26): a key command's `"9"`.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    /// The 0 key (0x27): a key command's `"0"`.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// F1 (0x3A): a key command's ``UIKeyCommand/f1``.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// F2 (0x3B): a key command's ``UIKeyCommand/f2``.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    /// F3 (0x3C): a key command's ``UIKeyCommand/f3``.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    /// F4 (0x3D): a key command's ``UIKeyCommand/f4``.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    /// F5 (0x3E): a key command's ``UIKeyCommand/f5``.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    /// F6 (0x3F): a key command's ``UIKeyCommand/f6``.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    /// F7 (0x40): a key command's ``UIKeyCommand/f7``.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    /// F8 (0x41): a key command's ``UIKeyCommand/f8``.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    /// F9 (0x42): a key command's ``UIKeyCommand/f9``.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    /// F10 (0x43): a key command's ``UIKeyCommand/f10``.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    /// F11 (0x44): a key command's ``UIKeyCommand/f11``.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    /// F12 (0x45): a key command's ``UIKeyCommand/f12``.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// Page Up (0x4B): a key command's ``UIKeyCommand/inputPageUp``.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// Page Down (0x4E): a key command's ``UIKeyCommand/inputPageDown``.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
}
