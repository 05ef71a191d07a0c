import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Issue 8's bad sizes for keyboard focus: Tab in a 10,000-deep tree must not overflow the stack, and
/// Tab among 1,000+ controls must keep the reading order (the walk is a loop, not a recursion, and it
/// decides focusability on the way down instead of walking up from every view).
@MainActor
@Suite struct UIFocusSystemLargeTreeTests {
    static let depth = 10_000

    /// Counts the focus callbacks it hears.
    final class FocusEnvironmentView: UIView {
        let calls: Calls
        init(frame: CGRect, calls: Calls) {
            self.calls = calls
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            calls.should += 1
            return true
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            calls.did += 1
        }
    }

    final class Calls {
        var should = 0
        var did = 0
    }

    /// A chain of `depth` views, each 100×100 at its parent's origin except that every 1000th level is
    /// 1 pt lower, with a button at the bottom, added to `window` at once (built leaves first). The
    /// returned array keeps every level alive, as the caller's tree does.
    private func deepChain(in window: UIWindow, calls: Calls) -> (levels: [UIView], button: UIButton) {
        let levels = (0..<Self.depth).map { (level: Int) -> UIView in
            let y: CGFloat = level % 1000 == 999 ? 1 : 0
            return FocusEnvironmentView(frame: CGRect(x: 0, y: y, width: 100, height: 100), calls: calls)
        }
        let button = UIButton(type: .system)
        button.setTitle("deep", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        levels[levels.count - 1].addSubview(button)
        for level in (1..<levels.count).reversed() { levels[level - 1].addSubview(levels[level]) }
        window.addSubview(levels[0])
        return (levels, button)
    }

    @Test func tabReachesAControlAtTheBottomOfATenThousandDeepChain() {
        let host = TestHost(device: .iPad)
        let window = host.window
        let calls = Calls()
        let (levels, deep) = deepChain(in: window, calls: calls)
        // The deep button's top edge in the window is depth / 1000 = 10 pt: between these two.
        FocusFixtures.button("above", CGRect(x: 200, y: 9, width: 100, height: 44), in: window)
        FocusFixtures.button("below", CGRect(x: 200, y: 11, width: 100, height: 44), in: window)

        #expect(FocusFixtures.tab(window, times: 2) == ["above", "deep"])
        #expect(deep.isFocused && deep.state.contains(.focused))
        // Asked and told once each: every level of the chain is one environment, never repeated.
        #expect(calls.should == Self.depth && calls.did == Self.depth)
        #expect(FocusFixtures.tab(window, times: 2) == ["below", "above"])
        #expect(FocusFixtures.tab(window, times: 2, backward: true) == ["below", "deep"])

        // Space presses the focused control even 10,000 levels down.
        var presses = 0
        deep.addAction(UIAction { _ in presses += 1 }, for: .primaryActionTriggered)
        #expect(window.focusSystem.handleKeyPress(.keyboardSpacebar))
        #expect(presses == 1)
        #expect(levels.count == Self.depth)
    }

    @Test func anAncestorHalfwayDownTheDeepChainDecidesForTheControl() {
        let host = TestHost(device: .iPad)
        let window = host.window
        let (levels, deep) = deepChain(in: window, calls: Calls())
        let middle = levels[Self.depth / 2]

        middle.isUserInteractionEnabled = false
        #expect(!window.focusSystem.handleKeyPress(.keyboardTab), "nothing else can have focus")
        middle.isUserInteractionEnabled = true
        #expect(window.focusSystem.handleKeyPress(.keyboardTab))
        #expect(deep.isFocused)

        // Hiding the ancestor clears the focus at once; showing it again does not bring it back.
        middle.isHidden = true
        #expect(window.focusSystem.focusedItem == nil && !deep.isFocused)
        #expect(!window.focusSystem.handleKeyPress(.keyboardTab))
        middle.isHidden = false
        middle.alpha = 0
        #expect(!window.focusSystem.handleKeyPress(.keyboardTab))
        middle.alpha = 1
        #expect(window.focusSystem.handleKeyPress(.keyboardTab))
        #expect(deep.isFocused)
    }

    @Test func tabMovesThroughTwelveHundredControlsInReadingOrder() {
        let host = TestHost(device: .iPad)
        let window = host.window
        let columns = 40, rows = 30, count = columns * rows
        // Rows of 20 pt, columns of 25 pt; every row is its own container (shifted down by its own
        // origin), and the buttons are added in a scrambled order (7 is prime to 1200), so only the
        // frames can give the order.
        let rowViews = (0..<rows).map { row -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 20 + CGFloat(row) * 20, width: 1000, height: 20))
            window.addSubview(view)
            return view
        }
        for step in 0..<count {
            let index = step * 7 % count
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            FocusFixtures.button("\(row)-\(column)", CGRect(x: CGFloat(column) * 25, y: 0, width: 20, height: 18),
                                 in: rowViews[row])
        }
        // A disabled button and a hidden row's buttons are skipped.
        (rowViews[3].subviews.first as? UIButton)?.isEnabled = false
        let disabledTitle = (rowViews[3].subviews.first as? UIButton)?.title(for: .normal)
        rowViews[5].isHidden = true

        let expected: [String?] = (0..<count).compactMap { index -> String? in
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            let title = "\(row)-\(column)"
            return row == 5 || title == disabledTitle ? nil : title
        }
        #expect(expected.count == count - columns - 1)
        #expect(FocusFixtures.tab(window, times: expected.count + 1) == expected + [expected[0]])
        // Back across the wrap and a row boundary (each Tab walks the whole window once, so the
        // 1,159-step loop is not repeated backward).
        #expect(FocusFixtures.tab(window, times: 2 * columns, backward: true)
                == Array(expected.reversed().prefix(2 * columns)))

        // Hiding another row leaves the focus alone; hiding the focused button's row clears it.
        let focused = window.focusSystem.focusedItem
        #expect(focused?.superview === rowViews[rows - 2])
        rowViews[rows - 1].isHidden = true
        #expect(window.focusSystem.focusedItem === focused)
        rowViews[rows - 2].isHidden = true
        #expect(window.focusSystem.focusedItem == nil && focused?.isFocused == false)
    }
}
