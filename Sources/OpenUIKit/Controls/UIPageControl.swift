import Foundation

/// A row of dots, one per page, with the current page's dot emphasized — as UIKit's `UIPageControl`.
///
/// - ``currentPage`` is pinned to `0...numberOfPages - 1`, as UIKit documents ("values outside the
///   possible range are pinned to either 0 or numberOfPages minus 1"). Setting it in code sends nothing.
/// - A tap on the trailing side of the current page's dot shows the next page, on the leading side the
///   previous one (Apple's HIG for iOS 14 and later), one page per tap, sending `.valueChanged` when the
///   page changed. The page changes when the finger lifts inside the control. (iOS 14's scrubbing —
///   dragging along the dots — is not modelled: `allowsContinuousInteraction` does not exist here.)
/// - With ``hidesForSinglePage`` and one page (or none) the control draws nothing and ignores touches.
/// - Drawing: ``size(forNumberOfPages:)`` dots of `indicatorDiameter` spaced `indicatorPitch` apart,
///   centered in the bounds; iOS 14's metrics measured from screenshots (26 pt tall).
@MainActor
open class UIPageControl: UIControl {
    /// How the control's background is shown (iOS 14). Stored: OpenUIKit draws no background capsule,
    /// as iOS shows none for `.automatic` and `.minimal` until a person interacts.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    /// The height of the control, as iOS 14 and later.
    public static let standardHeight: CGFloat = 26
    /// The diameter of one dot.
    static let indicatorDiameter: CGFloat = 8
    /// The distance from one dot's center to the next's.
    static let indicatorPitch: CGFloat = 16
    /// The space left of the first dot's cell and right of the last's.
    static let horizontalPadding: CGFloat = 8
    /// The current page's dot when ``currentPageIndicatorTintColor`` is nil: white, as iOS (made for
    /// pages of photos or color; set the tints on a light background).
    static let defaultCurrentIndicatorColor = UIColor.white
    /// The other dots when ``pageIndicatorTintColor`` is nil: white at 30 %.
    static let defaultIndicatorColor = UIColor(white: 1, alpha: 0.3)

    /// How many pages (dots) there are; 0 by default. A negative count is pinned to 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            guard numberOfPages != oldValue else { return }
            currentPage = pinned(currentPage)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page shown, pinned to the pages (0 when there are none).
    open var currentPage = 0 {
        didSet {
            let pinnedPage = pinned(currentPage)
            if currentPage != pinnedPage { currentPage = pinnedPage }
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the control is hidden when there is only one page. False by default.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The color of the dots of the pages not shown; nil draws the default.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the current page's dot; nil draws the default.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The background style (iOS 14); stored, see ``BackgroundStyle``.
    open var backgroundStyle: BackgroundStyle = .automatic

    /// Makes a page control with no pages (it draws nothing until ``numberOfPages`` is set), as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func pinned(_ page: Int) -> Int {
        min(max(page, 0), max(numberOfPages - 1, 0))
    }

    /// Whether the dots are hidden: ``hidesForSinglePage`` with one page or none.
    private var isHiddenForSinglePage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The size the control needs to show `pageCount` dots: one `indicatorPitch` per page plus the
    /// padding on both ends, by ``standardHeight``; no width for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(pageCount, 0)
        let width = count == 0 ? 0 : CGFloat(count) * Self.indicatorPitch + 2 * Self.horizontalPadding
        return CGSize(width: width, height: Self.standardHeight)
    }

    /// The size for the current ``numberOfPages`` (see ``size(forNumberOfPages:)``), so Auto Layout sizes it
    /// to its dots.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The ``intrinsicContentSize``, whatever size is proposed: the dots do not stretch.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The center of page `page`'s dot: the dots are centered in the bounds.
    func indicatorCenter(forPage page: Int) -> CGPoint {
        let rowWidth = CGFloat(numberOfPages) * Self.indicatorPitch
        let x = bounds.midX - rowWidth / 2 + (CGFloat(page) + 0.5) * Self.indicatorPitch
        return CGPoint(x: x, y: bounds.midY)
    }

    // MARK: Accessibility

    /// Adjustable, as UIKit's page control (VoiceOver swipes up or down to page).
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// "page 2 of 3", as VoiceOver reads UIKit's page control.
    override var defaultAccessibilityValue: String? {
        numberOfPages == 0 ? nil : "page \(currentPage + 1) of \(numberOfPages)"
    }

    /// VoiceOver's swipe up: the next page, with `.valueChanged`, as UIKit's page control
    /// (``page(forward:)``, shared with the arrow keys). A disabled page control does not page.
    open override func accessibilityIncrement() {
        if isEnabled { page(forward: true) }
    }

    /// VoiceOver's swipe down: the previous page (see ``accessibilityIncrement()``).
    open override func accessibilityDecrement() {
        if isEnabled { page(forward: false) }
    }

    // MARK: Drawing

    /// Draws one dot per page, the current one in its own color; nothing when ``hidesForSinglePage`` hides
    /// the control.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !isHiddenForSinglePage else { return }
        let radius = Self.indicatorDiameter / 2
        for page in 0..<numberOfPages {
            let center = indicatorCenter(forPage: page)
            let color = page == currentPage
                ? currentPageIndicatorTintColor ?? Self.defaultCurrentIndicatorColor
                : pageIndicatorTintColor ?? Self.defaultIndicatorColor
            context.fill(CGRect(x: center.x - radius, y: center.y - radius,
                                width: Self.indicatorDiameter, height: Self.indicatorDiameter),
                         color: color, cornerRadius: radius)
        }
    }

    // MARK: Tapping

    /// Tracks touches only while there are dots to page through.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        !isHiddenForSinglePage && numberOfPages > 0
    }

    /// A touch that lifts inside the control pages by one toward the side of the current dot it is on.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, bounds.contains(touch.location(in: self)) else { return }
        let x = touch.location(in: self).x
        let current = indicatorCenter(forPage: currentPage).x
        let target = pinned(x < current ? currentPage - 1 : currentPage + 1)
        guard target != currentPage else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }
}
