import ButtonKit
import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

@MainActor
@Suite struct StateMatrixTests {
    @Test func everyButtonIsInItsCombinationAndShowsWhatItsStateResolves() {
        let host = TestHost()
        let screen = StateMatrixViewController()
        host.window.addSubview(screen.view)
        host.window.layoutIfNeeded()
        #expect(screen.buttons.count == 8 + StateCombination.custom.count)
        #expect(Set(StateCombination.standard.map(\.state.rawValue)).count == 8)
        for (combination, button) in screen.buttons {
            #expect(button.state == combination.state, "\(combination.name)")
            #expect(button.currentTitle == button.title(for: combination.state))
            #expect(button.titleLabel?.text == button.currentTitle)
        }
        let normal = screen.buttons[0].button
        #expect(normal.currentTitle == "Normal" && normal.currentTitleColor == .systemBlue)
        let selectedHighlighted = screen.buttons.first { $0.combination.state == [.selected, .highlighted] }?.button
        #expect(selectedHighlighted?.currentTitle == "Selected+Highlighted")
    }

    @Test func forcedButtonsIgnoreTouches() {
        let host = TestHost()
        let screen = StateMatrixViewController()
        host.window.addSubview(screen.view)
        host.window.layoutIfNeeded()
        let (combination, button) = screen.buttons[4]   // selected
        host.press(at: host.center(of: button), for: 0.3)
        #expect(button.state == combination.state)
    }

    @Test func combinationNamesSayEveryFlag() {
        #expect(StateCombination(state: .normal).name == "normal")
        #expect(StateCombination(state: [.highlighted, .disabled, .selected]).name == "highlighted + disabled + selected")
        #expect(StateCombination(state: .mutual).name == "selected + mutual")
        #expect(StateCombination(state: .loading).name == "disabled + loading")
    }
}
