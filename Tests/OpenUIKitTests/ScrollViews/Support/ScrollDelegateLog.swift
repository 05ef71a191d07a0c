import Foundation
import OpenUIKit

/// A scroll view delegate that logs what it hears, in order, with the offsets it saw; it can move the
/// target of a drag, as a snapping delegate does.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    /// Every call but `scrollViewDidScroll`, which ``scrolls`` counts.
    var entries: [String] = []
    /// The offsets `scrollViewDidScroll` saw, in order.
    var scrolledOffsets: [CGPoint] = []
    /// The velocity and target of the last `scrollViewWillEndDragging`.
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Written into `targetContentOffset` when set.
    var replacementTarget: CGPoint?

    /// The entries with each run of `scrollViewDidScroll` calls folded into one "scroll".
    var order: [String] { entries.reduce(into: []) { if !($0.last == "scroll" && $1 == "scroll") { $0.append($1) } } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        entries.append("scroll")
        scrolledOffsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        entries.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { entries.append("didChangeAdjustedContentInset") }
}
