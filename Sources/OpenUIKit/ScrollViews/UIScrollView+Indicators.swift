import Foundation

/// The scroll indicators: thin rounded bars at the trailing and bottom edges that show where the
/// visible part lies in the content while the user scrolls, and fade out after it stops.
extension UIScrollView {
    /// How far a bar keeps from the scroll view's edges. A pick: iOS leaves about 3 points.
    static let indicatorEdgeGap: CGFloat = 3
    /// The shortest a bar gets while the content is within its range (iOS's bars do not shrink below
    /// about 36 points until the content is pulled past an edge).
    static let indicatorMinimumLength: CGFloat = 36
    /// The shortest a bar gets while the content is pulled past an edge.
    static let indicatorOverscrollMinimumLength: CGFloat = 7
    /// How long the bars stay after scrolling stops, before fading. UIKit does not document it; iOS
    /// keeps them about half a second.
    static let indicatorHideDelay: TimeInterval = 0.5
    /// How long the bars take to fade out.
    static let indicatorFadeDuration: TimeInterval = 0.25

    /// Shows the bars for a moment, as UIKit's: call it when the content changed under a still scroll
    /// view, to tell the user there is more to scroll.
    public func flashScrollIndicators() {
        showScrollIndicators()
        scheduleScrollIndicatorHide()
    }

    /// The content moved: the bars show while the user drags it, it decelerates or it animates, and
    /// follow the offset while they are shown.
    func scrollIndicatorsFollowOffset() {
        if isDragging || isDecelerating || scrollAnimation != nil {
            showScrollIndicators()
        } else {
            layOutScrollIndicators()
        }
    }

    /// Shows each bar the scroll view has reason to show (its `shows…ScrollIndicator` and content to
    /// scroll along that axis), making it on first use, and cancels a pending hide.
    func showScrollIndicators() {
        cancelScrollIndicatorHide()
        if showsVerticalScrollIndicator && scrollsVertically && verticalIndicator == nil {
            verticalIndicator = makeScrollIndicator()
        }
        if showsHorizontalScrollIndicator && scrollsHorizontally && horizontalIndicator == nil {
            horizontalIndicator = makeScrollIndicator()
        }
        for (bar, shows) in [(verticalIndicator, showsVerticalScrollIndicator && scrollsVertically),
                             (horizontalIndicator, showsHorizontalScrollIndicator && scrollsHorizontally)] {
            guard let bar else { continue }
            bar.isHidden = !shows
            bar.alpha = 1
        }
        layOutScrollIndicators()
    }

    /// Fades the bars out after ``indicatorHideDelay``: scrolling stopped.
    func scheduleScrollIndicatorHide() {
        cancelScrollIndicatorHide()
        guard verticalIndicator?.isHidden == false || horizontalIndicator?.isHidden == false else { return }
        let scheduler = owningRuntime.scheduler
        indicatorHideTimer = scheduler.schedule(after: Self.indicatorHideDelay) { [weak self] in
            guard let self else { return }
            self.indicatorHideTimer = nil
            let bars = [self.verticalIndicator, self.horizontalIndicator].compactMap { $0 }
            UIView.animate(withDuration: Self.indicatorFadeDuration, animations: {
                for bar in bars { bar.alpha = 0 }
            }, completion: { finished in
                if finished { for bar in bars where bar.alpha == 0 { bar.isHidden = true } }
            })
        }
    }

    private func cancelScrollIndicatorHide() {
        if let indicatorHideTimer { owningRuntime.scheduler.cancel(indicatorHideTimer) }
        indicatorHideTimer = nil
    }

    private func makeScrollIndicator() -> ScrollIndicatorView {
        let bar = ScrollIndicatorView(style: indicatorStyle)
        addSubview(bar)
        return bar
    }

    /// Keeps the bars above content added after them, as UIKit keeps its indicators on top.
    func keepScrollIndicatorsInFront() {
        for bar in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) where subviews.last !== bar {
            bringSubviewToFront(bar)
        }
    }

    /// Places the bars in the visible area (bounds coordinates): the trailing bar's length is the
    /// visible share of the content, its position the offset's share of the range, shortened by how
    /// far the content is pulled past an edge; the bottom bar the same sideways.
    func layOutScrollIndicators() {
        layOutScrollIndicator(.vertical)
        layOutScrollIndicator(.horizontal)
    }

    private func layOutScrollIndicator(_ axis: NSLayoutConstraint.Axis) {
        let isVertical = axis == .vertical
        guard let bar = isVertical ? verticalIndicator : horizontalIndicator, !bar.isHidden else { return }
        let adjusted = automaticallyAdjustsScrollIndicatorInsets ? adjustedContentInset : .zero
        let area = bounds.inset(by: adjusted)
            .inset(by: isVertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets)
        let range = contentOffsetRange, inset = adjustedContentInset
        let gap = Self.indicatorEdgeGap, thickness = ScrollIndicatorView.thickness
        let placed = Self.indicatorSpan(
            offset: isVertical ? contentOffset.y : contentOffset.x,
            minimum: isVertical ? range.minY : range.minX, maximum: isVertical ? range.maxY : range.maxX,
            visible: isVertical ? bounds.height : bounds.width,
            content: isVertical ? contentSize.height + inset.top + inset.bottom : contentSize.width + inset.left + inset.right,
            track: isVertical ? (area.minY + gap, area.height - 2 * gap) : (area.minX + gap, area.width - 2 * gap))
        let across = (isVertical ? area.maxX : area.maxY) - gap - thickness
        bar.frame = isVertical ? CGRect(x: across, y: placed.start, width: thickness, height: placed.length)
                               : CGRect(x: placed.start, y: across, width: placed.length, height: thickness)
    }

    /// Where a bar lies along its track: its length the visible share of the content (at least
    /// ``indicatorMinimumLength``), less how far the content is pulled past an edge, and its start the
    /// offset's share of the range.
    static func indicatorSpan(offset: CGFloat, minimum: CGFloat, maximum: CGFloat, visible: CGFloat,
                              content: CGFloat, track: (start: CGFloat, length: CGFloat)) -> (start: CGFloat, length: CGFloat) {
        let share = content > 0 ? min(visible / content, 1) : 1
        let overscroll = offset < minimum ? minimum - offset : (offset > maximum ? offset - maximum : 0)
        let natural = max(track.length * share, min(indicatorMinimumLength, track.length))
        let length = max(natural - overscroll, min(indicatorOverscrollMinimumLength, track.length))
        let progress = maximum > minimum ? min(max((offset - minimum) / (maximum - minimum), 0), 1) : 0
        return (track.start + progress * (track.length - length), length)
    }
}
