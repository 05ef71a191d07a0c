import Foundation

/// A spinning indicator that shows a task is in progress, as UIKit's `UIActivityIndicatorView`.
///
/// The spokes are drawn as line commands whose opacity fades behind a bright "head"; while animating,
/// a ``Timer`` on ``Scheduler/main`` in the common modes (UIKit's spinner is a Core Animation
/// animation, which keeps turning while a control tracks a touch) moves the head one spoke per step, so a test sees it turn
/// with `advance(by:)`. The timer runs only while the indicator is animating *and* in a window: it is
/// invalidated by ``stopAnimating()`` and when the view leaves its window, and started again when an
/// animating indicator returns to one. With ``hidesWhenStopped`` (the default, as UIKit) the view is
/// hidden whenever it is not animating.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's look, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Legacy large white indicator (37 pt).
        case whiteLarge = 0
        /// Legacy white indicator (20 pt).
        case white = 1
        /// Legacy gray indicator (20 pt).
        case gray = 2
        /// The standard indicator (20 pt).
        case medium = 100
        /// The large indicator (37 pt).
        case large = 101

        /// The side of the square the indicator occupies, as UIKit sizes them.
        var side: CGFloat {
            switch self {
            case .whiteLarge, .large: return 37
            case .white, .gray, .medium: return 20
            }
        }

        /// The spoke color when no ``UIActivityIndicatorView/color`` is set.
        var defaultColor: UIColor {
            switch self {
            case .white, .whiteLarge: return .white
            case .gray, .medium, .large: return .systemGray
            }
        }

        /// How many spokes are drawn: 8 for the modern styles, 12 for the legacy ones, as UIKit draws.
        var spokeCount: Int {
            switch self {
            case .medium, .large: return 8
            case .white, .whiteLarge, .gray: return 12
            }
        }
    }

    /// The time the head takes to go once around.
    static let revolutionDuration: TimeInterval = 1

    /// The look of the indicator; changing it resizes its intrinsic size and redraws.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            phase %= style.spokeCount
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
            if animationTimer != nil { restartTimer() }
        }
    }

    private var explicitColor: UIColor?

    /// The spoke color: the one set, else the style's. Setting nil returns to the style's color.
    open var color: UIColor! {
        get { explicitColor ?? style.defaultColor }
        set {
            explicitColor = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the view is hidden while not animating. True by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether ``startAnimating()`` was called and ``stopAnimating()`` not since.
    public private(set) var isAnimating = false

    /// Which spoke is brightest: advances by one at each timer step.
    private(set) var phase = 0

    private var animationTimer: Timer?

    /// Creates an indicator of `style`, sized to it; hidden until it animates.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = hidesWhenStopped
    }

    /// Creates a medium indicator with the given frame; hidden until it animates.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// Starts the spinning and shows the view. Does nothing if already animating.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        updateTimer()
    }

    /// Stops the spinning, with no timer left running; hides the view if ``hidesWhenStopped``.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        updateTimer()
    }

    /// An activity indicator is an accessibility element, as UIKit's.
    override var defaultIsAccessibilityElement: Bool { true }

    /// "In progress" while animating and "Progress halted" when stopped: the labels VoiceOver reads for
    /// UIKit's indicator.
    override var defaultAccessibilityLabel: String? { isAnimating ? "In progress" : "Progress halted" }

    /// `.updatesFrequently`, as UIKit's.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    /// Starts the spin timer when an animating indicator enters a window and stops it when it leaves, so an
    /// offscreen indicator costs no frames.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    /// A square the side of the ``style`` (20 or 37 points), as UIKit's.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    /// The ``intrinsicContentSize``, whatever size is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Draws the spokes around the center; the head (``phase``) is opaque and the ones behind it fade.
    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Draws the spokes around the centre, the head (`phase`) opaque and the ones behind it fading, so the
    /// spin reads as motion.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let count = style.spokeCount
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let width = max(radius / 5, 1)
        for spoke in 0..<count {
            let angle = CGFloat(spoke) / CGFloat(count) * 2 * .pi - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            let behindHead = (phase - spoke + count) % count
            let opacity = 1 - 0.75 * CGFloat(behindHead) / CGFloat(count)
            context.drawLine(from: CGPoint(x: center.x + dx * radius * 0.45, y: center.y + dy * radius * 0.45),
                             to: CGPoint(x: center.x + dx * (radius - width / 2), y: center.y + dy * (radius - width / 2)),
                             color: color.multiplyingAlpha(by: opacity), width: width)
        }
    }

    // MARK: Timer

    /// Runs the timer exactly while animating in a window.
    private func updateTimer() {
        let shouldRun = isAnimating && window != nil
        if shouldRun && animationTimer == nil {
            restartTimer()
        } else if !shouldRun, let timer = animationTimer {
            timer.invalidate()
            animationTimer = nil
        }
    }

    private func restartTimer() {
        animationTimer?.invalidate()
        let timer = Timer(timeInterval: UIActivityIndicatorView.revolutionDuration / Double(style.spokeCount),
                          repeats: true) { [weak self] _ in self?.step() }
        RunLoop.main.add(timer, forMode: .common)
        animationTimer = timer
    }

    private func step() {
        phase = (phase + 1) % style.spokeCount
        setNeedsDisplay()
    }
}
