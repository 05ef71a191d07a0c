import Foundation

/// The scroll view's side of ``UIRefreshControl``: the room a refreshing control takes above the
/// content, and telling the control how far the content is pulled.
extension UIScrollView {
    /// The room a refreshing control takes above the content: part of ``adjustedContentInset``'s top
    /// while it refreshes, as UIKit adds it there (not to ``contentInset``, which stays the app's).
    var refreshControlInset: CGFloat {
        refreshControl?.isRefreshing == true ? UIRefreshControl.height : 0
    }

    /// The control started or ended refreshing: the adjusted inset follows. Content resting at its
    /// top goes back up when the refresh ends, and content left above the new top springs back; a
    /// refresh the app begins does not scroll the control into view (UIKit's `beginRefreshing()` does
    /// not either).
    func refreshControlDidChangeState(beginning: Bool) {
        let offset = contentOffset
        contentGeometryDidChange()
        guard !isDragging else { return }
        if beginning {
            if contentOffset != offset { applyContentOffset(offset) }
        } else if clamped(contentOffset, to: contentOffsetRange) != contentOffset {
            startMotion(velocity: .zero, targets: (nil, nil))
        }
    }

    /// Tells the refresh control how far the content is below its resting top (the top without the
    /// control's own room).
    func refreshControlFollowScroll() {
        guard let refreshControl else { return }
        let top = adjustedContentInset.top - refreshControlInset
        refreshControl.scrollViewDidScroll(self, pulled: -(contentOffset.y + top))
    }
}
