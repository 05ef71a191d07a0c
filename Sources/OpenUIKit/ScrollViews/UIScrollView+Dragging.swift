import Foundation

/// Dragging the content with the scroll view's pan recognizer, and what happens when the finger lifts.
extension UIScrollView {
    /// The speed (points per second) above which a paging scroll view turns to the next page in the
    /// flick's direction instead of the nearest one. UIKit does not document its value; this is a
    /// deliberate flick, as iOS needs.
    static let pagingFlickSpeed: CGFloat = 200

    /// The pan's action: follows the finger while it drags, and starts the motion when it lifts.
    func handlePan() {
        switch scrollPan.state {
        case .began: beginDragging()
        case .changed: followFinger()
        case .ended: endDragging(velocity: scrollPan.velocity(in: self))
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    /// A finger touched the scroll view or its content: it tracks it, and a deceleration or an
    /// animation under way stops where it is, as a touch stops a moving list on iOS.
    func fingerDidTouchDown() {
        isTracking = true
        stopScrolling()
    }

    /// The fingers lifted (or the pan failed or was cancelled): content left past an edge — a touch
    /// that caught a bounce and did not drag — springs back.
    func fingersDidLift() {
        isTracking = false
        guard !isDragging, motion == nil else { return }
        guard clamped(contentOffset, to: contentOffsetRange) != contentOffset else { return }
        startMotion(velocity: .zero, targets: (nil, nil))
    }

    private func beginDragging() {
        stopScrolling()
        let range = contentOffsetRange
        // A drag that catches content past an edge continues from the finger distance that showed it.
        dragStartOffset = CGPoint(
            x: unbanded(contentOffset.x, range.minX, range.maxX, bounds.width),
            y: unbanded(contentOffset.y, range.minY, range.maxY, bounds.height))
        lockedAxis = nil
        if isDirectionalLockEnabled && scrollsHorizontally && scrollsVertically {
            let location = scrollPan.location(in: nil)
            let start = scrollPan.startLocationInWindow
            let dx = abs(location.x - start.x), dy = abs(location.y - start.y)
            // UIKit does not document the angle; twice as far along one axis as the other locks it.
            if dx > 2 * dy { lockedAxis = .horizontal } else if dy > 2 * dx { lockedAxis = .vertical }
        }
        isDragging = true
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory {
            window?.endEditing(false)
        }
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// Moves the content by the finger's translation since the drag began, rubber-banded past the edges
    /// (or stopped there when ``bounces`` is off), along the axes that scroll.
    private func followFinger() {
        let translation = scrollPan.translation(in: self)
        let range = contentOffsetRange
        var offset = contentOffset
        if movesHorizontally {
            offset.x = banded(dragStartOffset.x - translation.x, range.minX, range.maxX, bounds.width)
        }
        if movesVertically {
            offset.y = banded(dragStartOffset.y - translation.y, range.minY, range.maxY, bounds.height)
        }
        applyContentOffset(offset)
    }

    /// The finger lifted at `fingerVelocity` (points per second, window direction): asks the delegate
    /// where to rest, then decelerates, bounces back or turns the page, in UIKit's delegate order.
    private func endDragging(velocity fingerVelocity: CGPoint) {
        let velocity = CGPoint(x: movesHorizontally ? -fingerVelocity.x : 0,
                               y: movesVertically ? -fingerVelocity.y : 0)
        let range = contentOffsetRange
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        var natural: CGPoint
        if isPagingEnabled {
            natural = CGPoint(x: pagedOffset(offset.x, velocity.x, bounds.width, range.minX, range.maxX),
                              y: pagedOffset(offset.y, velocity.y, bounds.height, range.minY, range.maxY))
        } else {
            natural = clamped(CGPoint(x: ScrollAxisMotion.projectedEnd(of: offset.x, velocity: velocity.x, rate: rate),
                                      y: ScrollAxisMotion.projectedEnd(of: offset.y, velocity: velocity.y, rate: rate)),
                              to: range)
        }
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        isDragging = false
        // The content springs to a page, or to a target the delegate moved; otherwise it decelerates
        // freely and lands on the target it was told.
        let springs = isPagingEnabled
        startMotion(velocity: velocity,
                    targets: (springs || target.x != natural.x ? target.x : nil,
                              springs || target.y != natural.y ? target.y : nil),
                    afterDrag: true)
    }

    /// Whether the current drag moves the content sideways.
    private var movesHorizontally: Bool { scrollsHorizontally && lockedAxis != .vertical }
    /// Whether the current drag moves the content up and down.
    private var movesVertically: Bool { scrollsVertically && lockedAxis != .horizontal }

    private func banded(_ raw: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if raw < minimum { return bounces ? minimum - ScrollAxisMotion.rubberBanded(minimum - raw, dimension: dimension) : minimum }
        if raw > maximum { return bounces ? maximum + ScrollAxisMotion.rubberBanded(raw - maximum, dimension: dimension) : maximum }
        return raw
    }

    private func unbanded(_ shown: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if shown < minimum { return minimum - ScrollAxisMotion.unbanded(minimum - shown, dimension: dimension) }
        if shown > maximum { return maximum + ScrollAxisMotion.unbanded(shown - maximum, dimension: dimension) }
        return shown
    }

    /// The page a paging drag ends on: the next one in a flick's direction, else the nearest.
    private func pagedOffset(_ position: CGFloat, _ velocity: CGFloat, _ page: CGFloat,
                             _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
        guard page > 0 else { return position }
        let index: CGFloat
        if velocity > Self.pagingFlickSpeed {
            index = (position / page).rounded(.down) + 1
        } else if velocity < -Self.pagingFlickSpeed {
            index = (position / page).rounded(.up) - 1
        } else {
            index = (position / page).rounded()
        }
        return min(max(index * page, minimum), maximum)
    }

    func clamped(_ offset: CGPoint, to range: CGRect) -> CGPoint {
        CGPoint(x: min(max(offset.x, range.minX), range.maxX), y: min(max(offset.y, range.minY), range.maxY))
    }
}
