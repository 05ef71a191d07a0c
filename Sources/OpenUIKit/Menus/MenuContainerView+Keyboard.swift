import Foundation

/// The keys an open menu takes from a hardware keyboard, as iPadOS menus: Down and Up move the
/// highlight over the selectable rows (from the first or last row when none is highlighted; they stop
/// at the ends, as iOS's) and give it the keyboard-focus look (``MenuRowView``: the tint fill with white
/// content), Return, Enter or Space choose the highlighted row, Right opens a highlighted
/// submenu, Left goes back from a submenu, Escape closes the menu. A menu that scrolls brings the
/// highlighted row into view. Tab is swallowed, so focus does not
/// move in the screen under an open menu. The window's focus system gives every key to the open menu
/// first (``UIFocusSystem/handleKeyPress(_:modifierFlags:)``).
extension MenuContainerView {
    /// Handles `key`; returns whether the menu used it.
    func handleKeyPress(_ key: UIKeyboardHIDUsage) -> Bool {
        switch key {
        case .keyboardDownArrow:
            moveHighlight(by: 1)
        case .keyboardUpArrow:
            moveHighlight(by: -1)
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let highlightedIndex { chooseRow(at: highlightedIndex) }
        case .keyboardRightArrow:
            guard let highlightedIndex, case .submenu = rows[highlightedIndex].kind else { return false }
            chooseRow(at: highlightedIndex)
            moveHighlight(by: 1)
        case .keyboardLeftArrow:
            guard let back = rows.firstIndex(where: \.isBack) else { return false }
            chooseRow(at: back)
        case .keyboardEscape:
            close(choosing: nil)
        case .keyboardTab:
            break
        default:
            return false
        }
        return true
    }

    private func moveHighlight(by step: Int) {
        let selectable = rows.indices.filter { rows[$0].isSelectable && !rows[$0].isBack }
        guard !selectable.isEmpty else { return }
        highlightFollowsKeyboard = true
        if let current = highlightedIndex, let position = selectable.firstIndex(of: current) {
            highlightedIndex = selectable[min(max(position + step, 0), selectable.count - 1)]
        } else {
            highlightedIndex = step > 0 ? selectable.first : selectable.last
        }
        if let highlightedIndex { scrollRowToVisible(highlightedIndex) }
    }
}
