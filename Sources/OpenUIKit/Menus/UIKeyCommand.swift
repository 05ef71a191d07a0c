import Foundation

/// A key press on a hardware keyboard and the method it sends, as UIKit's `UIKeyCommand` (iOS 7; a
/// ``UICommand`` since iOS 13): `UIKeyCommand(title: "New Note", action: Selector("newNote:",
/// NotesViewController.newNote), input: "n", modifierFlags: .command)`.
///
/// **Where key commands come from.** A responder lists its commands in ``UIResponder/keyCommands``
/// (override it), and a view controller may add some with ``UIViewController/addKeyCommand(_:)``. A
/// key press that enters through the window's focus system
/// (``UIFocusSystem/handleKeyPress(_:modifierFlags:)``, where the SDL host and `TestHost.pressKey`
/// deliver keys) is matched against the commands of the responder chain, nearest responder first,
/// starting at the application's first responder — or, with none in this window, at the focused view,
/// else at the frontmost view controller of the window (its root controller's presented controller,
/// and so on: the content the person sees). The first matching command whose action some responder
/// in that chain performs (``UIResponder/target(forAction:withSender:)``, asked from the chain's start,
/// as UIKit "searches the responder chain for the first object that implements the corresponding
/// action method") is validated by that responder (``UIResponder/validate(_:)``, which may disable it:
/// a disabled command is skipped and the search goes on) and sent to it with the command as the
/// method's argument.
///
/// **Matching.** ``input`` is compared with the key's characters ignoring modifiers, case-insensitively
/// (`"n"` and `"N"` are the same key; Shift is a modifier), and ``modifierFlags`` must equal the held
/// Shift, Control, Option and Command exactly (Caps Lock and the keypad flag are ignored), as UIKit
/// matches. Special keys are named by the `input…` constants (``inputEscape``, ``inputUpArrow``, …),
/// Tab, Return and Space by `"\t"`, `"\r"` and `" "`.
///
/// **The system goes first** (iOS 15): Tab moves focus, Return and Space press the focused control,
/// arrows adjust a focused slider, Escape dismisses a sheet, an editing text field keeps its editing
/// keys; only a key none of these used reaches the key commands — unless the matching command's
/// ``wantsPriorityOverSystemBehavior`` is true, then the command is performed instead. An open menu
/// takes every key (iPadOS gives a shown menu the keyboard), so no key command fires while one shows.
///
/// **In menus.** A key command in a ``UIMenu`` is a command as any other, and its row shows the
/// shortcut at its trailing edge (`⌘N`, modifiers in the order Control, Option, Shift, Command, as
/// Apple's menus write them).
///
/// ``UICommand/alternates`` are kept and not used, as on iPhone and iPad (``UICommandAlternate``); the
/// discoverability overlay shown while Command is held is not drawn (Linux has no such system
/// interface).
@MainActor
public final class UIKeyCommand: UICommand {
    /// The key, as the characters it types without modifiers (`"n"`), or one of the `input…`
    /// constants for a key that types nothing (``inputEscape``).
    public let input: String?
    /// The modifier keys that must be held with ``input``, exactly.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command is offered a key before the system's own use of it (focus movement, text
    /// editing; see the type's notes), as UIKit's iOS 15 property; false by default.
    public var wantsPriorityOverSystemBehavior = false

    /// Makes a key command, as UIKit's
    /// `UIKeyCommand(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Makes a key command without a title, as UIKit's `UIKeyCommand(input:modifierFlags:action:)`:
    /// the form `keyCommands` overrides usually return.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The modifiers that take part in matching: Caps Lock and the keypad flag do not.
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether a press of the key typing `characters` (ignoring modifiers) with `flags` held is this
    /// command (see the type's notes).
    func matches(characters: String, modifierFlags flags: UIKeyModifierFlags) -> Bool {
        guard let input, flags.intersection(Self.matchedModifiers) == modifierFlags.intersection(Self.matchedModifiers)
        else { return false }
        return input == characters || input.lowercased() == characters.lowercased()
    }

    // MARK: Inputs for keys that type nothing

    /// The Up Arrow key's input (`"UIKeyInputUpArrow"`, UIKit's value).
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key's input.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key's input.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key's input.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key's input.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key's input (iOS 8).
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input (iOS 8).
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key's input (iOS 13.4).
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key's input (iOS 13.4).
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key's input (iOS 15); Backspace types `"\u{8}"`.
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// The F1 function key's input (`"UIKeyInputF1"`).
    public nonisolated static let f1 = "UIKeyInputF1"
    /// The F2 function key's input (`"UIKeyInputF2"`).
    public nonisolated static let f2 = "UIKeyInputF2"
    /// The F3 function key's input (`"UIKeyInputF3"`).
    public nonisolated static let f3 = "UIKeyInputF3"
    /// The F4 function key's input (`"UIKeyInputF4"`).
    public nonisolated static let f4 = "UIKeyInputF4"
    /// The F5 function key's input (`"UIKeyInputF5"`).
    public nonisolated static let f5 = "UIKeyInputF5"
    /// The F6 function key's input (`"UIKeyInputF6"`).
    public nonisolated static let f6 = "UIKeyInputF6"
    /// The F7 function key's input (`"UIKeyInputF7"`).
    public nonisolated static let f7 = "UIKeyInputF7"
    /// The F8 function key's input (`"UIKeyInputF8"`).
    public nonisolated static let f8 = "UIKeyInputF8"
    /// The F9 function key's input (`"UIKeyInputF9"`).
    public nonisolated static let f9 = "UIKeyInputF9"
    /// The F10 function key's input (`"UIKeyInputF10"`).
    public nonisolated static let f10 = "UIKeyInputF10"
    /// The F11 function key's input (`"UIKeyInputF11"`).
    public nonisolated static let f11 = "UIKeyInputF11"
    /// The F12 function key's input (`"UIKeyInputF12"`).
    public nonisolated static let f12 = "UIKeyInputF12"
}
