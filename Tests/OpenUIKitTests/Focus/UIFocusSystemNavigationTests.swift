import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Tab and Shift-Tab move focus in reading order among the views that can have it.
@MainActor
@Suite struct UIFocusSystemNavigationTests {
    @Test func tabMovesTopToBottomThenLeftToRightAndWraps() {
        let host = TestHost(device: .iPad)
        let window = host.window
        // Added out of order on purpose: the order comes from the frames, not the subviews.
        FocusFixtures.button("C", CGRect(x: 20, y: 200, width: 100, height: 44), in: window)
        FocusFixtures.button("B", CGRect(x: 300, y: 100, width: 100, height: 44), in: window)
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        window.addSubview(row)
        FocusFixtures.button("A", CGRect(x: 20, y: 0, width: 100, height: 44), in: row)
        #expect(window.focusSystem.focusedItem == nil)
        #expect(FocusFixtures.tab(window, times: 4) == ["A", "B", "C", "A"])
    }

    @Test func shiftTabMovesBackwardAndStartsFromTheLast() {
        let host = TestHost(device: .iPad)
        for (index, title) in ["A", "B", "C"].enumerated() {
            FocusFixtures.button(title, CGRect(x: 20, y: 100 + CGFloat(index) * 60, width: 100, height: 44), in: host.window)
        }
        #expect(FocusFixtures.tab(host.window, times: 4, backward: true) == ["C", "B", "A", "C"])
    }

    @Test func viewsThatCannotHaveFocusAreSkipped() {
        let host = TestHost(device: .iPad)
        let window = host.window
        FocusFixtures.button("first", CGRect(x: 20, y: 10, width: 100, height: 44), in: window)
        FocusFixtures.button("disabled", CGRect(x: 20, y: 60, width: 100, height: 44), in: window).isEnabled = false
        FocusFixtures.button("hidden", CGRect(x: 20, y: 110, width: 100, height: 44), in: window).isHidden = true
        FocusFixtures.button("transparent", CGRect(x: 20, y: 160, width: 100, height: 44), in: window).alpha = 0
        FocusFixtures.button("inert", CGRect(x: 20, y: 210, width: 100, height: 44), in: window)
            .isUserInteractionEnabled = false
        let hiddenParent = UIView(frame: CGRect(x: 0, y: 260, width: 300, height: 60))
        hiddenParent.isHidden = true
        window.addSubview(hiddenParent)
        FocusFixtures.button("in hidden parent", CGRect(x: 20, y: 0, width: 100, height: 44), in: hiddenParent)
        window.addSubview(UILabel(frame: CGRect(x: 20, y: 330, width: 100, height: 20)))
        FocusFixtures.button("last", CGRect(x: 20, y: 400, width: 100, height: 44), in: window)
        #expect(FocusFixtures.tab(window, times: 3) == ["first", "last", "first"])
    }

    @Test func aCustomViewCanOptIn() {
        final class Tile: UIView {
            override var canBecomeFocused: Bool { true }
        }
        let host = TestHost(device: .iPad)
        let tile = Tile(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(tile)
        host.window.addSubview(UIView(frame: CGRect(x: 0, y: 60, width: 50, height: 50)))
        #expect(!UIView().canBecomeFocused && UIButton().canBecomeFocused)
        #expect(host.window.focusSystem.handleKeyPress(.keyboardTab))
        #expect(tile.isFocused)
        #expect(!host.window.focusSystem.handleKeyPress(.keyboardTab), "the only candidate keeps focus")
        #expect(tile.isFocused)
    }

    @Test func withNothingFocusableTabDoesNothing() {
        let host = TestHost(device: .iPad)
        host.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        #expect(!host.window.focusSystem.handleKeyPress(.keyboardTab))
        #expect(!host.window.focusSystem.handleKeyPress(.keyboardSpacebar))
        #expect(host.window.focusSystem.focusedItem == nil)
    }

    @Test func requestFocusUpdateMovesFocusOnUpdateAndRefusesWhatCannotHaveIt() throws {
        let host = TestHost(device: .iPad)
        let system = host.window.focusSystem
        let first = FocusFixtures.button("first", CGRect(x: 20, y: 10, width: 100, height: 44), in: host.window)
        let second = FocusFixtures.button("second", CGRect(x: 20, y: 60, width: 100, height: 44), in: host.window)
        system.requestFocusUpdate(to: second)
        #expect(system.focusedItem == nil, "a request waits for the update")
        system.updateFocusIfNeeded()
        #expect(system.focusedItem === second && second.isFocused && !first.isFocused)
        #expect(UIFocusSystem.focusSystem(for: first) === system)
        #expect(UIFocusSystem.focusSystem(for: UIView()) == nil)

        first.isEnabled = false
        system.requestFocusUpdate(to: first)
        let diagnostics = Diagnostics.record { system.updateFocusIfNeeded() }
        #expect(diagnostics.map(\.code) == ["focus.notFocusable"])
        #expect(system.focusedItem === second, "focus stays where it was")
        #expect(FocusFixtures.tab(host.window, times: 1) == ["second"], "Tab skips the disabled button")
    }

    @Test func otherKeysDoNothing() {
        let host = TestHost(device: .iPad)
        FocusFixtures.button("A", CGRect(x: 20, y: 10, width: 100, height: 44), in: host.window)
        #expect(!host.window.focusSystem.handleKeyPress(UIKeyboardHIDUsage(rawValue: 0x04)))  // "a"
        #expect(host.window.focusSystem.focusedItem == nil)
    }
}
