import Foundation

/// The adjusted content inset and the range of offsets it allows.
extension UIScrollView {
    /// ``contentInset`` plus the parts of the safe area that ``contentInsetAdjustmentBehavior`` adds,
    /// plus the room of a refreshing ``refreshControl`` at the top: the insets that actually bound the
    /// scrolling, as UIKit's (iOS 11).
    public var adjustedContentInset: UIEdgeInsets {
        var inset = safeAreaAdjustedContentInset
        inset.top += refreshControlInset
        return inset
    }

    /// ``contentInset`` plus the parts of the safe area that ``contentInsetAdjustmentBehavior`` adds.
    private var safeAreaAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let addsVertically: Bool, addsHorizontally: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (addsVertically, addsHorizontally) = (true, true)
        case .scrollableAxes: (addsVertically, addsHorizontally) = (contentScrollsVertically, contentScrollsHorizontally)
        case .automatic:
            addsVertically = contentScrollsVertically || isViewOfNavigationContent
            addsHorizontally = contentScrollsHorizontally
        }
        var inset = contentInset
        if addsVertically {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if addsHorizontally {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The offsets the content rests within: from minus the adjusted top and left insets to where the
    /// content's far edges plus the bottom and right insets meet the bounds (never below the start).
    var contentOffsetRange: CGRect {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(contentSize.width + inset.right - bounds.width, minX)
        let maxY = max(contentSize.height + inset.bottom - bounds.height, minY)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a drag moves the content sideways: it is wider than the view (insets included), or
    /// ``alwaysBounceHorizontal`` asks for it.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }

    /// Whether a drag moves the content up and down (see ``scrollsHorizontally``).
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// The scrollable-axes test of ``ContentInsetAdjustmentBehavior/scrollableAxes``, on the content
    /// inset alone (the safe area it decides about cannot take part).
    private var contentScrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    private var contentScrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether the scroll view is the view of a controller inside a navigation controller: UIKit's
    /// `.automatic` then always adjusts vertically.
    private var isViewOfNavigationContent: Bool {
        (viewDelegate as? UIViewController)?.navigationController != nil
    }

    /// Tells the subclass and the delegate when the adjusted inset changed. Content resting at the
    /// start of an axis stays at the start, as UIKit keeps a list's top under a bar whose height changes.
    func contentGeometryDidChange() {
        let old = reportedAdjustedContentInset
        let new = adjustedContentInset
        guard new != old else { return }
        reportedAdjustedContentInset = new
        var offset = contentOffset
        if !isDragging && !isDecelerating {
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if offset != contentOffset { applyContentOffset(offset) }
    }
}
