import Foundation

/// A menu taller than the safe area scrolls inside its panel, as iOS's menus do, so no row is cut off
/// out of reach:
/// - A touch that goes down inside such a panel and moves more than 10 points up or down (UIKit's
///   movement threshold, as a scroll view's pan) scrolls the rows from there on, following the finger
///   from where it crossed the threshold, so the rows do not jump; its highlight goes and lifting it
///   chooses nothing. A touch that moves less is a tap or a slide over the rows, as in any menu.
/// - The arrow keys scroll the rows just enough to show the row they highlight.
/// - The offset stays between the top row at the panel's top and the bottom row at its bottom; a
///   submenu, or going back from one, shows its rows from the top.
/// The finger that opened the menu (a slide from the button) does not scroll it: it chooses by
/// lifting on a row, and a row below the fold is reached by a later drag or the keyboard.
extension MenuContainerView {
    /// The largest offset: the last row at the panel's bottom; zero for a menu that fits.
    var maximumScrollOffset: CGFloat { max(0, contentHeight - panel.bounds.height) }

    /// Scrolls the rows to `offset`, kept between zero and ``maximumScrollOffset``.
    func scroll(to offset: CGFloat) {
        scrollOffset = min(max(offset, 0), maximumScrollOffset)
        content.frame.origin.y = -scrollOffset
    }

    /// Follows a touch that began inside a scrolling panel; returns whether it scrolls (then it is
    /// not a slide over the rows).
    func scrollsDrag(to point: CGPoint) -> Bool {
        guard var drag = scrollDrag else { return false }
        if drag.scrollsFromY == nil {
            guard abs(point.y - drag.startY) > UIGestureRecognizer.movementThreshold else { return false }
            drag.scrollsFromY = point.y
            scrollDrag = drag
            highlightedIndex = nil
        }
        scroll(to: drag.startOffset - (point.y - (drag.scrollsFromY ?? point.y)))
        return true
    }

    /// Scrolls just enough to show the row at `index` whole.
    func scrollRowToVisible(_ index: Int) {
        layoutIfNeeded()
        guard rowViews.indices.contains(index) else { return }
        let row = rowViews[index].frame
        if row.minY < scrollOffset {
            scroll(to: row.minY)
        } else if row.maxY > scrollOffset + panel.bounds.height {
            scroll(to: row.maxY - panel.bounds.height)
        }
    }
}
