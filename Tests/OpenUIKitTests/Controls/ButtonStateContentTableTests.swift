import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The per-state content storage of a button (a short list of slots searched in order, issue 7):
/// content set late, cleared, or set for states whose slots are shared must show exactly as UIKit's.
@MainActor
@Suite struct ButtonStateContentTableTests {
    @Test func aSlotKeepsItsOtherValuesWhenOneIsCleared() {
        var table = ButtonStateContentTable()
        table.set(\.title, "On", in: UIControl.State.selected.rawValue)
        table.set(\.titleColor, UIColor.red, in: UIControl.State.selected.rawValue)
        table.set(\.title, "Off", in: UIControl.State.normal.rawValue)
        table.set(\.title, nil, in: UIControl.State.selected.rawValue)
        #expect(table.value({ $0.title }, in: UIControl.State.selected.rawValue) == nil)
        #expect(table.value({ $0.titleColor }, in: UIControl.State.selected.rawValue) == .red)
        #expect(table.value({ $0.title }, in: UIControl.State.normal.rawValue) == "Off")
        #expect(table[UIControl.State.highlighted.rawValue] == nil)
        #expect(table[UIControl.State.selected.rawValue]?.titleColor == .red)
    }

    @Test func contentSetForAStateAfterClicksShowsWhenThatStateComes() {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.setTitle("Tap", for: .normal)
        host.window.addSubview(button)
        host.tap(button)
        host.tap(button)
        // Slots added after the button has looked its content up many times.
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .highlighted)
        let id = host.touchDown(at: host.center(of: button))
        #expect(button.titleLabel?.text == "Pressed")
        #expect(button.titleLabel?.textColor == .red)
        host.send(.up, at: host.center(of: button), pointer: id)
        #expect(button.titleLabel?.text == "Tap")
        #expect(button.titleLabel?.textColor == button.tintColor)
    }

    @Test func clearingAStatesValueFallsBackToNormalAtOnce() {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitleColor(.green, for: .selected)
        button.isSelected = true
        #expect(button.titleLabel?.text == "On")
        button.setTitle(nil, for: .selected)
        #expect(button.titleLabel?.text == "Off")
        #expect(button.titleLabel?.textColor == .green)
    }

    @Test func highlightedDisabledSharesTheHighlightedSlotWhateverTheOrder() {
        let button = UIButton(type: .custom)
        button.setTitle("A", for: .selected)
        button.setTitle("B", for: [.highlighted, .disabled])
        button.setTitle("C", for: .highlighted)
        #expect(button.title(for: [.highlighted, .disabled]) == "C")
        #expect(button.title(for: .selected) == "A")
        #expect(button.title(for: .disabled) == nil)
    }
}
