import Foundation
import Testing
import OpenUIKit

@MainActor
@Suite struct UIAccessibilityCustomActionTests {
    /// A mail row with VoiceOver actions, as apps add them: one by closure, one by target-action.
    final class MessageCell: UIView {
        var archived = 0
        var flagged = 0

        func configureAccessibility() {
            isAccessibilityElement = true
            accessibilityLabel = "Message from Ann"
            accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Archive") { [weak self] _ in
                    self?.archived += 1
                    return true
                },
                UIAccessibilityCustomAction(name: "Flag", target: self, selector: Selector("flag:", MessageCell.flag)),
            ]
        }

        func flag(_ action: UIAccessibilityCustomAction) { flagged += 1 }
    }

    @Test func actionsAreKeptInOrderAndRunByHandlerOrByTarget() throws {
        let cell = MessageCell()
        #expect(cell.accessibilityCustomActions == nil, "none by default")
        cell.configureAccessibility()
        let actions = try #require(cell.accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Archive", "Flag"])
        #expect(actions[0].perform())
        #expect(actions[1].perform())
        #expect(cell.archived == 1 && cell.flagged == 1)
    }

    @Test func anActionWhoseTargetIsGoneDoesNothingAndReportsFailure() {
        var cell: MessageCell? = MessageCell()
        let action = UIAccessibilityCustomAction(name: "Flag", target: cell, selector: Selector("flag:", MessageCell.flag))
        cell = nil
        #expect(action.target == nil, "the target is held weakly")
        #expect(!action.perform())
    }

    @Test func theAttributedNameIsTheName() {
        let action = UIAccessibilityCustomAction(name: "Delete", image: nil) { _ in false }
        action.attributedName = NSAttributedString(string: "Remove")
        #expect(action.name == "Remove")
        #expect(!action.perform(), "the handler's result is reported")
        let element = UIAccessibilityElement(accessibilityContainer: UIView())
        element.accessibilityCustomActions = [action]
        #expect(element.accessibilityCustomActions?.first === action)
    }
}
