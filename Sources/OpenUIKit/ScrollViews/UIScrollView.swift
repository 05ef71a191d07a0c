import Foundation

/// A view whose content is larger than itself and moves under the finger, as UIKit's `UIScrollView`.
///
/// The content offset is the bounds' origin — the content point shown at the top-left corner — so
/// subviews are placed in content coordinates and scrolling changes no subview frame: drawing, hit
/// testing and `convert` follow the origin as for any view. ``contentSize`` says how far the content
/// reaches and ``adjustedContentInset`` (``contentInset`` plus the safe area, per
/// ``contentInsetAdjustmentBehavior``) how far past it the offset may go, so the offsets at rest run
/// from `-adjustedContentInset.top` to `contentSize.height + adjustedContentInset.bottom - bounds.height`.
///
/// The scroll view's own ``panGestureRecognizer`` drags the content; when the finger lifts, the content
/// decelerates (``decelerationRate``), springs back from past an edge (``bounces``) or settles on a page
/// (``isPagingEnabled``), stepped at 60 frames per second on the app's scheduler: a test moves virtual
/// time to watch it, as every other animation. The ``delegate`` hears each step in UIKit's order.
///
/// As in UIKit, it clips its content (``clipsToBounds`` is true), a content offset set beyond the
/// content stays (changing ``contentSize`` does not move the offset), and setting ``contentOffset``
/// stops a deceleration or an animation under way.
@MainActor
open class UIScrollView: UIView {
    /// The pan recognizer the scroll view drags with, added to the scroll view itself. Read-only, as
    /// UIKit's: configure it (`minimumNumberOfTouches`), or make another recognizer require it to fail.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    let scrollPan = ScrollViewPanGestureRecognizer()
    /// Holds a touch back from the content while a drag may still start (``delaysContentTouches``).
    let contentTouchDelay = ScrollViewDelayedTouchesRecognizer()

    /// The object told about scrolling, dragging and deceleration (weak, as UIKit's).
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The content point shown at the scroll view's top-left corner: the bounds' origin. Setting it
    /// stops a deceleration or an animated scroll, as UIKit's `setContentOffset(_:animated: false)`;
    /// ``UIScrollViewDelegate/scrollViewDidScroll(_:)`` follows when it moved.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The size of the content, in points. Changing it leaves the offset where it is (UIKit does not
    /// clamp it either).
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { contentGeometryDidChange() } }
    }

    /// Room around the content, added to the scrollable area (for a toolbar over the content).
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { contentGeometryDidChange() } }
    }

    /// How the safe area is added to ``contentInset`` (``ContentInsetAdjustmentBehavior/automatic`` by
    /// default, as UIKit's).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGeometryDidChange() } }
    }

    /// The adjusted inset last reported, to call ``adjustedContentInsetDidChange()`` once per change.
    var reportedAdjustedContentInset: UIEdgeInsets = .zero

    /// The control that refreshes the content when it is pulled down (iOS 10): setting it adds it as a
    /// subview above the content, as UIKit's (`UIScrollView+RefreshControl.swift`); nil removes it.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                refreshControlFollowScroll()
            }
            contentGeometryDidChange()
        }
    }

    // MARK: Scrolling behaviour

    /// Whether the user can drag the content (true by default). Turning it off disables the
    /// ``panGestureRecognizer``; code can still set the offset.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether the content goes past an edge and springs back (true by default); when false it stops
    /// at the edges.
    open var bounces = true
    /// Whether a vertical drag moves (and bounces) content that is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag moves (and bounces) content that is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether a drag ends on a multiple of the bounds' size (a page).
    open var isPagingEnabled = false
    /// Whether a drag that starts mostly along one axis moves the content along that axis only.
    open var isDirectionalLockEnabled = false
    /// How fast the content slows down after a flick (``DecelerationRate/normal`` by default).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether a drag dismisses the keyboard (``KeyboardDismissMode/none`` by default).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether a drag may take a touch away from content that has begun tracking it (true by
    /// default). When false, once a content view has the touch the scroll view does not scroll.
    open var canCancelContentTouches = true
    /// Whether a touch reaches the content only once it is clear that it is not a drag (true by
    /// default, as UIKit's): the content gets the touch when the finger lifts or after
    /// ``contentTouchDelay`` (UIKit's 150 ms), whichever is first, and never when a drag begins in
    /// between. When false the content gets it at once.
    open var delaysContentTouches = true {
        didSet { contentTouchDelay.isEnabled = delaysContentTouches }
    }

    // MARK: Scroll indicators (UIScrollView+Indicators.swift)

    /// Whether the trailing bar shows while the content scrolls vertically (true by default).
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { verticalIndicator?.isHidden = true } }
    }
    /// Whether the bottom bar shows while the content scrolls sideways (true by default).
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { horizontalIndicator?.isHidden = true } }
    }
    /// The bars' look (``IndicatorStyle/default`` by default).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { for bar in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) { bar.apply(indicatorStyle) } }
    }
    /// How far the trailing bar's track keeps from the visible area's edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { layOutScrollIndicators() }
    }
    /// How far the bottom bar's track keeps from the visible area's edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { layOutScrollIndicators() }
    }
    /// Both bars' insets (UIKit's older spelling): reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the bars keep inside the adjusted content inset, not only their own insets (true by
    /// default, as UIKit's since iOS 13).
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { layOutScrollIndicators() }
    }
    var verticalIndicator: ScrollIndicatorView?
    var horizontalIndicator: ScrollIndicatorView?
    var indicatorHideTimer: Scheduler.Token?

    // MARK: State

    /// Whether a finger is on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content (the pan began and the finger is still down).
    public internal(set) var isDragging = false
    /// Whether the content is moving on its own after a drag.
    public internal(set) var isDecelerating = false

    /// Where the current drag started, in unbanded offsets (see `UIScrollView+Dragging.swift`).
    var dragStartOffset = CGPoint.zero
    /// The axis a directionally locked drag moves along (nil: both).
    var lockedAxis: NSLayoutConstraint.Axis?
    /// The motion after the finger lifted, one per axis, and the timer stepping it.
    var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    var motionTimer: Scheduler.Token?
    /// The animation of ``setContentOffset(_:animated:)``.
    var scrollAnimation: ControlValueAnimation?
    /// The layout guides, made on first use (`UIScrollView+LayoutGuides.swift`).
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?

    // MARK: Making one

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPan.addTarget { [weak self] _ in self?.handlePan() }
        addGestureRecognizer(scrollPan)
        addGestureRecognizer(contentTouchDelay)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Offset

    /// The bounds, whose origin is the content offset; any change of the origin — by
    /// ``contentOffset`` or by setting the bounds — tells the delegate, as UIKit's.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if super.bounds.origin != old.origin {
                if scrollFrameGuide != nil { setNeedsLayout() }
                scrollIndicatorsFollowOffset()
                refreshControlFollowScroll()
                scrollViewDidScroll()
            }
            if super.bounds.size != old.size { contentGeometryDidChange() }
        }
    }

    /// Moves the content to `contentOffset`: at once, or over UIKit's 0.3 s ease-in-out on the
    /// scheduler, ending with ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. Either
    /// way a deceleration or an earlier animation under way stops.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrolling()
        guard animated, contentOffset != self.contentOffset else {
            return applyContentOffset(contentOffset)
        }
        let start = self.contentOffset
        let animation = ControlValueAnimation(duration: Self.scrollAnimationDuration) { [weak self] fraction in
            guard let self else { return }
            self.applyContentOffset(CGPoint(x: start.x + (contentOffset.x - start.x) * fraction,
                                            y: start.y + (contentOffset.y - start.y) * fraction))
            if fraction >= 1 {
                self.scrollAnimation = nil
                self.scheduleScrollIndicatorHide()
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        }
        scrollAnimation = animation
        animation.start()
    }

    /// How long ``setContentOffset(_:animated:)`` takes: UIKit's animated scroll lasts about 0.3 s.
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// Scrolls the least that shows `rect` (content coordinates) inside the area the adjusted inset
    /// leaves, keeping the offset within the content; nothing when it is already visible. When `rect`
    /// is larger than that area, its top-left corner is shown.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func shift(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let range = contentOffsetRange
        let target = CGPoint(
            x: min(max(contentOffset.x + shift(rect.minX, rect.maxX, visible.minX, visible.maxX), range.minX), range.maxX),
            y: min(max(contentOffset.y + shift(rect.minY, rect.maxY, visible.minY, visible.maxY), range.minY), range.maxY))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Sets the offset without stopping anything: the path of drags, decelerations and animations.
    func applyContentOffset(_ offset: CGPoint) {
        var moved = bounds
        moved.origin = offset
        bounds = moved
    }

    /// Stops an animated scroll or a deceleration under way, without telling the delegate it ended
    /// (UIKit's `setContentOffset(_:animated:)` stops them silently).
    func stopScrolling() {
        scrollAnimation?.stop()
        scrollAnimation = nil
        stopMotion()
    }

    private func scrollViewDidScroll() {
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Touches in the content

    /// Whether a drag may take the touches from `view`, which has begun tracking them: true unless
    /// `view` is a `UIControl`, as UIKit documents — so a control held before the finger moves keeps
    /// its touch and the content does not scroll. A quick drag never reaches the control at all
    /// (``delaysContentTouches``). Override to return true for controls that should give way.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// The scroll view's own pan begins only when there is something to drag along an axis the finger
    /// moves on, and — when a content view already has the touch — only if it may be taken from it
    /// (``canCancelContentTouches`` and ``touchesShouldCancel(in:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard scrollsHorizontally || scrollsVertically else { return false }
        guard contentTouchDelay.hasReleasedTouches || !delaysContentTouches else { return true }
        for touch in scrollPan.seenTouches {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Called when ``adjustedContentInset`` changed, before the delegate hears
    /// ``UIScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``. Override to follow it;
    /// call super. Does nothing by default.
    open func adjustedContentInsetDidChange() {}

    /// Keeps the scroll indicators above content added after them.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        keepScrollIndicatorsInFront()
    }

    // MARK: Layout

    /// Reports a change of the adjusted inset that the layout pass found (the safe area moved).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentGeometryDidChange()
    }
}
