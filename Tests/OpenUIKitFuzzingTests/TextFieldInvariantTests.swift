import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

/// The fuzz scenes' text fields (issue 21) and their invariant: a text field's text matches the edits
/// applied through the keyboard's entry points (typing, Backspace, Delete, arrows with and without
/// Shift, select all and type, paste, a delegate refusing changes).
@MainActor
@Suite struct TextFieldInvariantTests {
    @Test func scenesHoldTextFieldsWithEditors() throws {
        let (scene, node, _) = try FuzzScene.first(holding: UITextField.self)
        #expect(scene.textEditors[node.index] != nil)
    }

    @Test func aTextChangedBehindTheModelsBackIsReported() throws {
        let (scene, node, field) = try FuzzScene.first(holding: UITextField.self)
        field.isHidden = false
        scene.host.window.addSubview(field)
        let before = field.text ?? ""
        scene.checker.checkAfterStep(scene)
        #expect(!scene.checker.violations.contains { $0.message.hasPrefix("text field") })
        field.text = before + "!"                               // not an edit the editor applied
        scene.checker.checkAfterStep(scene)
        #expect(scene.checker.violations.map(\.message).contains(
            "text field \(node.index) reads \"\(before)!\", but the edits applied give \"\(before)\""))
    }

    /// Many edits on one field, checked after each: the model follows the field through every kind
    /// of edit, refused ones included (node 8 has a refusing delegate), and the text does change.
    @Test(arguments: [4, 8])
    func keyboardEditsKeepTheTextAndTheModelTogether(index: Int) {
        let host = TestHost()
        let field = FuzzTextEditor.makeField(index: index, frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        host.window.addSubview(field)
        let editor = FuzzTextEditor(index: index, field: field)
        let checker = InvariantChecker()
        var edits: [String] = []
        var texts: Set<String> = []
        for _ in 0..<400 {
            if let edit = editor.edit(field, in: host) { edits.append(edit) }
            checker.checkText(of: field, index: index, expected: editor.expectedText)
            texts.insert(field.text ?? "")
        }
        #expect(checker.violations.isEmpty, "\(checker.violations.first.map { "\($0)" } ?? "") after \(edits.suffix(5))")
        #expect(texts.count > 20)
        for kind in ["type", "backspace", "delete", "key", "select all", "paste", "resign"] {
            #expect(edits.contains { $0.hasPrefix(kind) }, "no \(kind) edit")
        }
        #expect(edits.contains { $0.hasSuffix("(refused)") } == (index % 4 == 0))
    }
}
