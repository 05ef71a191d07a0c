/// A key on a hardware keyboard, by its USB HID usage, as UIKit's `UIKeyboardHIDUsage` (the values
/// `UIKey.keyCode` reports). Only the keys the focus system and text fields handle are named.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
}
