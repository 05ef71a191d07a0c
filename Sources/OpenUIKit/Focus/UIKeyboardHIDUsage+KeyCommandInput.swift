/// The input a ``UIKeyCommand`` names for a key, as UIKit compares a command's `input` with the
/// pressed key's `charactersIgnoringModifiers` (`UIKey`): a letter types itself in lower case, a digit
/// and the US layout's punctuation keys their unshifted character, Tab, Return, Space and Backspace
/// their control characters, and the keys that type nothing UIKit's `UIKeyInput…` names
/// (``UIKeyCommand/inputEscape``, …). A usage stands for a key position, so the punctuation keys read
/// as on a US layout; the SDL host reports a letter or digit by the usage of the character the
/// person's layout gives it, so letters and digits follow the layout.
extension UIKeyboardHIDUsage {
    /// The key's characters ignoring modifiers, as a key command's input names them; nil for a key no
    /// input names (a modifier alone, say).
    var keyCommandInput: String? {
        switch rawValue {
        case 0x04...0x1D:
            return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(rawValue - 0x04)))
        case 0x1E...0x26:
            return String(rawValue - 0x1E + 1)
        case 0x27: return "0"
        case 0x28, 0x58: return "\r"
        case 0x29: return UIKeyCommand.inputEscape
        case 0x2A: return "\u{8}"
        case 0x2B: return "\t"
        case 0x2C: return " "
        case 0x2D...0x38:
            let punctuation: [Character?] = ["-", "=", "[", "]", "\\", nil, ";", "'", "`", ",", ".", "/"]
            return punctuation[rawValue - 0x2D].map(String.init)
        case 0x3A...0x45: return "UIKeyInputF\(rawValue - 0x3A + 1)"
        case 0x4A: return UIKeyCommand.inputHome
        case 0x4B: return UIKeyCommand.inputPageUp
        case 0x4C: return UIKeyCommand.inputDelete
        case 0x4D: return UIKeyCommand.inputEnd
        case 0x4E: return UIKeyCommand.inputPageDown
        case 0x4F: return UIKeyCommand.inputRightArrow
        case 0x50: return UIKeyCommand.inputLeftArrow
        case 0x51: return UIKeyCommand.inputDownArrow
        case 0x52: return UIKeyCommand.inputUpArrow
        default: return nil
        }
    }
}
