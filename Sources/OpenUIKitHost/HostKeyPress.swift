import OpenUIKit

/// A key the host forwards to the app, as UIKit on an iPad with a hardware keyboard: Tab / Shift-Tab
/// move focus, Space or Return trigger the focused control, Escape dismisses; while a text field edits,
/// Backspace, Delete, the arrows, Home/End and Command- or Control-A/C/X/V edit its text; other letters
/// and digits with Command or Control, and the function and paging keys, reach key commands.
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
        /// `keyboardDeleteOrBackspace`
        case backspace
        /// `keyboardDeleteForward`
        case deleteForward
        /// `keyboardLeftArrow`
        case leftArrow
        /// `keyboardRightArrow`
        case rightArrow
        /// `keyboardUpArrow`
        case upArrow
        /// `keyboardDownArrow`
        case downArrow
        /// `keyboardHome`
        case home
        /// `keyboardEnd`
        case end
        /// `keyboardA`, `keyboardC`, `keyboardX`, `keyboardV`: forwarded only with Command or Control
        /// held (select all, copy, cut, paste); the letters themselves arrive as text input.
        case a, c, x, v
        /// Any other key a `UIKeyCommand` may name, by its USB HID usage: a letter or digit held with
        /// Command or Control (`keyboardN` for Command-N), or a function or paging key
        /// (`keyboardF5`, `keyboardPageDown`). Unhandled by the focus system, it reaches the responder
        /// chain's key commands.
        case other(UIKeyboardHIDUsage)

        /// The key's USB HID usage, as UIKit reports it in `UIKey.keyCode`.
        public var usage: UIKeyboardHIDUsage {
            switch self {
            case .tab: .keyboardTab
            case .space: .keyboardSpacebar
            case .returnOrEnter: .keyboardReturnOrEnter
            case .escape: .keyboardEscape
            case .backspace: .keyboardDeleteOrBackspace
            case .deleteForward: .keyboardDeleteForward
            case .leftArrow: .keyboardLeftArrow
            case .rightArrow: .keyboardRightArrow
            case .upArrow: .keyboardUpArrow
            case .downArrow: .keyboardDownArrow
            case .home: .keyboardHome
            case .end: .keyboardEnd
            case .a: .keyboardA
            case .c: .keyboardC
            case .x: .keyboardX
            case .v: .keyboardV
            case .other(let usage): usage
            }
        }

        /// Whether holding the key repeats its action: Tab and the editing keys do (focus keeps moving,
        /// Backspace keeps deleting); Space, Return and Escape press or dismiss once.
        public var repeats: Bool {
            switch self {
            case .space, .returnOrEnter, .escape, .a, .c, .x, .v, .other: false
            default: true
            }
        }
    }

    /// Which key went down, already mapped from SDL's key code to the keys the engine handles.
    public var key: Key
    /// Whether Shift was held (Shift-Tab moves focus backwards).
    public var isShiftDown: Bool
    /// Whether Command (Linux: the Super key) or Control was held: the shortcut modifier.
    public var isShortcutDown: Bool
    /// Whether this is the keyboard's auto-repeat of a held key.
    public var isRepeat: Bool

    /// A key press with its modifiers; tests make presses directly instead of going through SDL.
    public init(key: Key, isShiftDown: Bool = false, isShortcutDown: Bool = false, isRepeat: Bool = false) {
        self.key = key
        self.isShiftDown = isShiftDown
        self.isShortcutDown = isShortcutDown
        self.isRepeat = isRepeat
    }

    /// The modifiers as UIKit reports them: Shift, and Command for the shortcut modifier.
    public var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if isShiftDown { flags.insert(.shift) }
        if isShortcutDown { flags.insert(.command) }
        return flags
    }
}
