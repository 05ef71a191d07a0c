/// How a menu row writes a key command's shortcut, as Apple's menus do: the modifier symbols in the
/// order Control ⌃, Option ⌥, Shift ⇧, Command ⌘, then the key — a letter in upper case, a key that
/// types nothing by its symbol (arrows, ⎋ Escape, ⇥ Tab, ↩ Return, ⌫ Backspace, ⌦ Delete, ↖ Home,
/// ↘ End, ⇞ Page Up, ⇟ Page Down, F1…F12), Space by name.
extension UIKeyCommand {
    /// The shortcut as a menu row shows it (`⇧⌘N`); nil without an input.
    var shortcutText: String? {
        guard let input, !input.isEmpty else { return nil }
        var text = ""
        let symbols: [(UIKeyModifierFlags, String)] = [(.control, "⌃"), (.alternate, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        for (flag, symbol) in symbols where modifierFlags.contains(flag) { text += symbol }
        return text + Self.keySymbol(for: input)
    }

    /// The symbol of a key named by a key command input.
    private static func keySymbol(for input: String) -> String {
        switch input {
        case inputUpArrow: "↑"
        case inputDownArrow: "↓"
        case inputLeftArrow: "←"
        case inputRightArrow: "→"
        case inputEscape: "⎋"
        case inputHome: "↖"
        case inputEnd: "↘"
        case inputPageUp: "⇞"
        case inputPageDown: "⇟"
        case inputDelete: "⌦"
        case "\t": "⇥"
        case "\r": "↩"
        case "\u{8}": "⌫"
        case " ": "Space"
        default: input.hasPrefix("UIKeyInputF") ? String(input.dropFirst("UIKeyInput".count)) : input.uppercased()
        }
    }
}
