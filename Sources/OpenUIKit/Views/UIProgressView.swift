import Foundation

/// A bar that fills from left to right as a task progresses, as UIKit's `UIProgressView`.
///
/// - ``progress`` is pinned to `0...1` (a NaN is taken as 0), as UIKit pins it.
/// - ``setProgress(_:animated:)`` with `animated: true` sets ``progress`` at once and slides the drawn
///   fill to it over ``animationDuration`` on the scheduler (a timer in the common modes, as
///   ``UIActivityIndicatorView``'s), so tests step it with `advance(by:)`. Outside a window the fill
///   jumps: there is no frame to animate.
/// - ``observedProgress`` follows a Foundation `Progress`. swift-corelibs-foundation has no key-value
///   observing (`NSObject.observe(_:options:changeHandler:)` and `addObserver(_:forKeyPath:)` do nothing
///   for `Progress` on Linux), so the view reads `fractionCompleted` once per frame (1/60 s) on the
///   scheduler while it observes an unfinished progress in a window, and stops when it finishes or is
///   cancelled. The read is cheap, and a view that is not shown costs nothing.
/// - Drawing (iOS 13 and later): a rounded track with a rounded fill, 4 pt tall for `.default`; `.bar` is
///   2.5 pt with square ends and a clear track. Images, when set, replace the fill and the track.
@MainActor
open class UIProgressView: UIView {
    /// The look of the bar, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default` = 0
        /// The thinner bar used in toolbars.
        case bar = 1

        /// The bar's height, as iOS 13 and later draw it.
        var height: CGFloat {
            switch self {
            case .default: return 4
            case .bar: return 2.5
            }
        }
    }

    /// How long `setProgress(_:animated: true)` takes to slide the fill.
    public static let animationDuration: TimeInterval = 0.25
    /// How often an animation or an observed progress updates the bar: once per 60 Hz frame.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// The track's default color: iOS's `systemFill` in light mode (120, 120, 128 at 20 %).
    static let defaultTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    /// The bar's look; changing it resizes its intrinsic height and redraws.
    open var progressViewStyle: Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The fraction done, from 0 to 1; values outside are pinned. Setting it shows it at once.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    private var storedProgress: Float = 0

    /// The fraction the fill is drawn at: ``progress``, or on its way there while animating.
    private(set) var displayedProgress: Float = 0

    /// The fill's color; nil fills with the ``UIView/tintColor``.
    open var progressTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The track's color; nil draws the style's default.
    open var trackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// An image drawn stretched over the filled part instead of the fill color.
    open var progressImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// An image drawn stretched over the whole track instead of the track color.
    open var trackImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// A Foundation `Progress` the bar follows (see the type's comment for how it is followed on Linux).
    /// Setting one shows its `fractionCompleted` at once; nil stops following.
    open var observedProgress: Progress? {
        didSet {
            if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
            updateTimer()
        }
    }

    /// Where an animation started, and when.
    private var animationStart: (progress: Float, time: TimeInterval)?
    private var timer: Timer?

    /// Creates a bar of `style`, as UIKit's `init(progressViewStyle:)`, with its intrinsic height.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.height))
        progressViewStyle = style
    }

    /// Makes a `.default` progress view at 0, as UIKit's `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``progress`` (pinned to 0…1); with `animated`, the fill slides there from where it is drawn.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if animated && window != nil && storedProgress != displayedProgress {
            animationStart = (displayedProgress, scheduler.now)
        } else {
            animationStart = nil
            displayedProgress = storedProgress
        }
        setNeedsDisplay()
        updateTimer()
    }

    /// No intrinsic width (it stretches to its constraints) and the style's height, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
    }

    /// The proposed width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: progressViewStyle.height)
    }

    /// Leaving the window finishes a running fill animation at once; the frame timer runs only in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, animationStart != nil {
            animationStart = nil
            displayedProgress = storedProgress
            setNeedsDisplay()
        }
        updateTimer()
    }

    /// Redraws when the fill follows the inherited tint (no ``progressTintColor`` of its own).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if progressTintColor == nil { setNeedsDisplay() }
    }

    // MARK: Accessibility

    /// A progress view is an accessibility element, as UIKit's.
    override var defaultIsAccessibilityElement: Bool { true }

    /// `.updatesFrequently`: its value changes while a task runs.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }

    /// The progress as a whole percentage ("50%"), as VoiceOver reads UIKit's progress view.
    override var defaultAccessibilityValue: String? { "\(Int((progress * 100).rounded()))%" }

    // MARK: Drawing

    /// Draws the track and the fill up to the progress being shown (mid-animation, the animated one), with
    /// the images when set.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = bounds
        let radius = progressViewStyle == .default ? track.height / 2 : 0
        if let trackImage {
            context.draw(trackImage, in: track)
        } else {
            let color = trackTintColor ?? (progressViewStyle == .bar ? .clear : Self.defaultTrackColor)
            context.fill(track, color: color, cornerRadius: radius)
        }
        let filled = CGRect(x: track.minX, y: track.minY,
                            width: track.width * CGFloat(displayedProgress), height: track.height)
        guard filled.width > 0 else { return }
        if let progressImage {
            context.draw(progressImage, in: filled)
        } else {
            context.fill(filled, color: progressTintColor ?? tintColor, cornerRadius: min(radius, filled.width / 2))
        }
    }

    // MARK: Timer

    /// The scheduler of the view's app.
    private var scheduler: Scheduler { owningRuntime.scheduler }

    /// Runs the frame timer exactly while in a window with an animation going or an unfinished
    /// progress observed.
    private func updateTimer() {
        let following = observedProgress.map { !$0.isFinished && !$0.isCancelled } ?? false
        let shouldRun = window != nil && (animationStart != nil || following)
        if shouldRun && timer == nil {
            let made = Timer(timeInterval: Self.frameInterval, repeats: true) { [weak self] _ in self?.tick() }
            RunLoop.main.add(made, forMode: .common)
            timer = made
        } else if !shouldRun, let timer {
            timer.invalidate()
            self.timer = nil
        }
    }

    /// One frame: read the observed progress, advance the animation.
    private func tick() {
        if let observedProgress {
            let fraction = Float(observedProgress.fractionCompleted)
            if fraction != storedProgress { setProgress(fraction, animated: false) }
        }
        if let start = animationStart {
            let elapsed = (scheduler.now - start.time) / Self.animationDuration
            if elapsed >= 1 {
                animationStart = nil
                displayedProgress = storedProgress
            } else {
                displayedProgress = start.progress + (storedProgress - start.progress) * Float(elapsed)
            }
            setNeedsDisplay()
        }
        updateTimer()
    }
}
