import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The text fields of a fuzz scene (issue 21) and the keyboard that edits them.
///
/// Every sixth node counted from the fifth that is drawn as a plain view (not a drawn one) is a
/// ``UITextField`` instead, chosen by index, not by a random number, so each seed's random stream
/// stays as it was. At each time step of the scene every text field gets one random edit from its own
/// generator (``SplitMix64`` seeded from its index, so the scene's stream is untouched too), through
/// the entry points a keyboard uses: typed text (``TestHost/type(_:)``, which gives each character to
/// `UIApplication.handleTextInput(_:)`), Backspace and Delete, Left/Right/Home/End with and without
/// Shift, Command-A then typing (replacing everything), and Command-V with the runtime's pasteboard
/// filled first. The field is made first responder first, as a keyboard only reaches the first
/// responder; now and then the editor resigns it instead. Half the fields have a delegate that refuses
/// a quarter of the changes (``FuzzTextFieldDelegate``).
///
/// The editor keeps ``expectedText``: the text the edits give by UIKit's rules — typed or pasted text
/// replaces the selection, Backspace deletes the selection or the character (grapheme) before the
/// caret, Delete the one after, a refused change changes nothing. The selection is read from the field
/// (`selectedTextRange`) before each edit rather than predicted, since pointer input may tap the field
/// and move the caret. The checker compares `text` with it after every step
/// (`InvariantChecker+TextFields.swift`).
@MainActor
final class FuzzTextEditor {
    /// What the edits type and paste: plain letters, spaces, a precomposed accent and an emoji
    /// outside the basic plane (two UTF-16 units, one character), so Backspace meets both.
    private static let samples = ["a", "b", "Hi", " ", "é", "👍", "42", "x y"]

    /// Whether node `index`, drawn as a plain (not drawn) view, is a text field instead.
    static func replacesPlainView(at index: Int) -> Bool { index % 6 == 4 }

    /// The text field for node `index` at `frame`: half start empty, half with text.
    static func makeField(index: Int, frame: CGRect) -> UITextField {
        let field = UITextField(frame: frame)
        field.placeholder = "Field \(index)"
        if index % 12 == 4 { field.text = "Text \(index)" }
        return field
    }

    let index: Int
    private var rng: SplitMix64
    private let delegate: FuzzTextFieldDelegate?
    /// The text the edits applied so far give.
    private(set) var expectedText: String

    init(index: Int, field: UITextField) {
        self.index = index
        rng = SplitMix64(seed: UInt64(index))
        expectedText = field.text ?? ""
        delegate = index % 4 == 0 ? FuzzTextFieldDelegate() : nil
        field.delegate = delegate
    }

    /// Applies one random edit to `field` and updates ``expectedText``; returns what it did, for the
    /// trace (nil: the field could not become first responder, out of the window).
    func edit(_ field: UITextField, in host: TestHost) -> String? {
        let roll = Int.random(in: 0..<16, using: &rng)
        if roll == 0 {
            field.resignFirstResponder()
            return "resign"
        }
        guard field.isFirstResponder || field.becomeFirstResponder(),
              let selection = field.selectedTextRange else { return nil }
        let refuses = delegate != nil && Int.random(in: 0..<4, using: &rng) == 0
        delegate?.refusesChanges = refuses
        defer { delegate?.refusesChanges = false }
        let start = field.offset(from: field.beginningOfDocument, to: selection.start)
        let selected = start..<start + field.offset(from: selection.start, to: selection.end)
        let text = Self.samples.randomElement(using: &rng)!
        let suffix = refuses ? " (refused)" : ""
        switch roll {
        case 1...5:
            host.type(text)
            replace(selected, with: text, refused: refuses)
            return "type \"\(text)\"" + suffix
        case 6, 7:
            host.pressKey(.keyboardDeleteOrBackspace)
            replace(selected.isEmpty ? characterRange(before: selected.lowerBound) : selected, with: "", refused: refuses)
            return "backspace" + suffix
        case 8:
            host.pressKey(.keyboardDeleteForward)
            replace(selected.isEmpty ? characterRange(after: selected.lowerBound) : selected, with: "", refused: refuses)
            return "delete" + suffix
        case 9...12:
            let keys: [UIKeyboardHIDUsage] = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardHome, .keyboardEnd]
            let key = keys.randomElement(using: &rng)!
            let shift = Bool.random(using: &rng)
            host.pressKey(key, modifierFlags: shift ? .shift : [])
            return "key \(key.rawValue)\(shift ? " with shift" : "")"
        case 13:
            host.pressKey(.keyboardA, modifierFlags: .command)
            host.type(text)
            replace(0..<expectedText.utf16.count, with: text, refused: refuses)
            return "select all, type \"\(text)\"" + suffix
        default:
            host.runtime.pasteboard.string = text
            host.pressKey(.keyboardV, modifierFlags: .command)
            replace(selected, with: text, refused: refuses)
            return "paste \"\(text)\"" + suffix
        }
    }

    /// Replaces the UTF-16 `range` of the model (clamped to it) with `replacement`, unless refused.
    private func replace(_ range: Range<Int>, with replacement: String, refused: Bool) {
        guard !refused else { return }
        let utf16 = expectedText.utf16
        let lower = min(max(range.lowerBound, 0), utf16.count)
        let upper = min(max(range.upperBound, lower), utf16.count)
        let start = String.Index(utf16Offset: lower, in: expectedText)
        let end = String.Index(utf16Offset: upper, in: expectedText)
        expectedText.replaceSubrange(start..<end, with: replacement)
    }

    /// The UTF-16 range of the character (grapheme) that ends at `offset`; empty at the start.
    private func characterRange(before offset: Int) -> Range<Int> {
        let end = String.Index(utf16Offset: offset, in: expectedText)
        guard end > expectedText.startIndex else { return offset..<offset }
        let start = expectedText.index(before: end)
        return start.utf16Offset(in: expectedText)..<offset
    }

    /// The UTF-16 range of the character (grapheme) that begins at `offset`; empty at the end.
    private func characterRange(after offset: Int) -> Range<Int> {
        let start = String.Index(utf16Offset: offset, in: expectedText)
        guard start < expectedText.endIndex else { return offset..<offset }
        let end = expectedText.index(after: start)
        return offset..<end.utf16Offset(in: expectedText)
    }
}
