import Foundation

/// What a scroll view tells the object that manages it, as UIKit's `UIScrollViewDelegate`: every
/// method is optional (Objective-C's `@optional`), so each has a default in the extension below and an
/// adopter implements only what it needs.
///
/// For a drag the order is UIKit's: ``scrollViewWillBeginDragging(_:)``, ``scrollViewDidScroll(_:)``
/// for each move, ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
/// ``scrollViewDidEndDragging(_:willDecelerate:)``, then — when the content keeps moving —
/// ``scrollViewWillBeginDecelerating(_:)``, more ``scrollViewDidScroll(_:)`` and
/// ``scrollViewDidEndDecelerating(_:)``.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by a drag, a deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content (the pan gesture began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` in points per millisecond (positive as the offset grows), and where
    /// the content will come to rest, which the delegate may change by writing through the pointer.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation of ``UIScrollView/setContentOffset(_:animated:)`` or
    /// ``UIScrollView/scrollRectToVisible(_:animated:)`` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top (true by default).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll view scrolled to the top after a tap on the status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// The view to scale when zooming (nil: the scroll view does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Zooming is about to start on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
