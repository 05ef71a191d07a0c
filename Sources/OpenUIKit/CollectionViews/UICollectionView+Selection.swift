import Foundation

/// Highlighting and selecting items, by touch and by code, in UIKit's order: a finger down on an item
/// asks `shouldHighlightItemAt` and highlights it (once the scroll view lets the touch through: at once
/// on a lift, or after 150 ms held); lifting it on the same item unhighlights it and asks
/// `shouldSelectItemAt`, then — in a single-selection collection view — deselects the previously
/// selected item (`didDeselectItemAt`, without asking `shouldDeselectItemAt`, as UIKit does when
/// another item takes the selection) and calls `didSelectItemAt`. In a multiple-selection collection
/// view a tap on a selected item asks `shouldDeselectItemAt` and deselects it. A drag that scrolls
/// cancels the touch: the item is unhighlighted and not selected. Selecting in code
/// (``selectItem(at:animated:scrollPosition:)``, ``deselectItem(at:animated:)``) tells the delegate
/// nothing, as Apple documents.
extension UICollectionView {
    /// The selected items in index path order; nil when none is selected, as UIKit's.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects `indexPath` (nil deselects everything) without telling the delegate, then scrolls it to
    /// `scrollPosition` (`[]`: not at all). In a single-selection collection view the previous item is
    /// deselected. Ignored when selection is off or the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, containsItem(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        selectedItems.insert(indexPath)
        visibleItemCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects `indexPath` without telling the delegate — the usual call inside
    /// `collectionView(_:didSelectItemAt:)`. The look changes at once (no fade is drawn).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItems.remove(indexPath) != nil else { return }
        visibleItemCells[indexPath]?.isSelected = false
    }

    // MARK: Touches

    /// Highlights the item under the finger, unless selection is off or `shouldHighlightItemAt` says
    /// no; false when the touch is not the collection view's.
    func itemTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard trackedItem == nil, allowsSelection, let touch = touches.first,
              let indexPath = visibleItem(at: touch.location(in: self)),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
            return false
        }
        trackedItem = (touch, indexPath)
        setItemHighlighted(true, at: indexPath)
        return true
    }

    /// Selects (or, in a multiple selection, toggles) the highlighted item when the finger lifts on it;
    /// false when the touch is not the tracked one.
    func itemTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = endTracking(touches) else { return false }
        if visibleItem(at: tracked.touch.location(in: self)) == tracked.indexPath { userSelectItem(at: tracked.indexPath) }
        return true
    }

    /// A drag that scrolls (or any cancellation) unhighlights the item without selecting it.
    func itemTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        endTracking(touches) != nil
    }

    /// The item whose cell is drawn topmost at `point`: a touch selects what it lands on, as UIKit's.
    private func visibleItem(at point: CGPoint) -> IndexPath? {
        for case let cell as UICollectionViewCell in subviews.reversed() where !cell.isHidden && cell.frame.contains(point) {
            if let indexPath = visibleItemCells.first(where: { $0.value === cell })?.key { return indexPath }
        }
        return nil
    }

    /// Stops tracking the touch among `touches`, unhighlighting its item; nil when none is tracked.
    private func endTracking(_ touches: Set<UITouch>) -> (touch: UITouch, indexPath: IndexPath)? {
        guard let tracked = trackedItem, touches.contains(where: { $0 === tracked.touch }) else { return nil }
        trackedItem = nil
        setItemHighlighted(false, at: tracked.indexPath)
        return tracked
    }

    private func setItemHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        visibleItemCells[indexPath]?.isHighlighted = highlighted
        if highlighted {
            collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        } else {
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
    }

    /// A tap's selection, in UIKit's order (see the extension's summary).
    private func userSelectItem(at indexPath: IndexPath) {
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems.sorted() where selected != indexPath {
                deselectItem(at: selected, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectedItems.insert(indexPath)
        visibleItemCells[indexPath]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
