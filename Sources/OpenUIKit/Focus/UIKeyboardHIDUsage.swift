/// A key on a hardware keyboard, by its USB HID usage, as UIKit's `UIKeyboardHIDUsage` (the values
/// `UIKey.keyCode` reports). Only the keys the focus system handles are named.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
}
