import Foundation

/// A control that offers an on/off choice, as UIKit's `UISwitch`.
///
/// - **Value**: ``isOn``; ``setOn(_:animated:)`` changes it from code without sending events, as
///   UIKit's does. The user changes it by a tap (the switch flips) or by dragging the thumb across
///   (the switch ends on the side the finger lifts on). Either way the switch sends `.valueChanged`
///   — and, as a value control made with `init(frame:primaryAction:)` expects, `.primaryActionTriggered`
///   in the same dispatch — exactly once, when the touch ends with ``isOn`` changed: a drag across and
///   back sends nothing.
/// - **Size**: UIKit's switch ignores the size it is given (`init(frame:)`: "the size components of
///   this rectangle are ignored") and is always 51 × 31 pt on iOS 17 (``intrinsicContentSize``).
/// - **Drawing** (`UISwitch+Drawing.swift`): a pill-shaped track, ``onTintColor`` (system green) when
///   on and a light gray fill when off, and a round white thumb with a soft shadow that slides between
///   the ends and stretches while a finger is down, as iOS 17 draws it.
/// - **Animation**: the thumb slides (and the track's color fades) over ``thumbAnimationDuration`` on
///   the main run loop's scheduler (`ControlValueAnimation`), in a window; ``isOn`` itself changes at
///   once.
/// - **Keyboard**: Space or Return on the focused switch flips it and sends `.valueChanged`, as a tap.
@MainActor
open class UISwitch: UIControl {
    /// The size iOS 17 gives every switch.
    public static let switchSize = CGSize(width: 51, height: 31)
    /// How long the thumb takes to slide to the other end. UIKit does not document it; 0.25 s is
    /// Core Animation's default duration, which the slide matches by eye.
    public static let thumbAnimationDuration: TimeInterval = 0.25
    /// How far a finger must move sideways before a touch is a drag rather than a tap: a third of the
    /// thumb's 20 pt travel, so a finger that wobbles during a tap still flips the switch. (UIKit does
    /// not document its threshold.)
    public static let dragThreshold: CGFloat = 7

    /// Whether the switch is on. Setting it is ``setOn(_:animated:)`` without animation.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// The color of the track when the switch is on; nil draws system green, as UIKit.
    open var onTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the thumb; nil draws white, as UIKit.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The image for the on side. Stored only: UIKit has ignored it since iOS 7 ("this property has no
    /// effect").
    open var onImage: UIImage?
    /// The image for the off side. Stored only, as ``onImage``.
    open var offImage: UIImage?

    /// The stored value behind ``isOn``.
    private var on = false
    /// Where the thumb is drawn: 0 at the off end, 1 at the on end (the track's on color fades in with
    /// it). Moves toward ``isOn`` (or a dragging finger's side) through `slide`.
    public internal(set) var thumbPosition: CGFloat = 0
    /// The slide under way and where it started and ends.
    private var slide: (animation: ControlValueAnimation, from: CGFloat, to: CGFloat)?
    /// The touch being tracked: where it went down, whether the switch was on then, and whether it
    /// has moved far enough to be a drag.
    private var touchStart: (x: CGFloat, wasOn: Bool, dragged: Bool)?

    /// Creates a switch, off, at `frame`'s origin and always ``switchSize`` big, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off without sending events, as UIKit's (the app changed it, not the
    /// user). Animated, the thumb slides there when the switch is in a window; otherwise it is drawn
    /// at its end at once. Setting the value it already has changes nothing.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        moveThumb(to: on ? 1 : 0, animated: animated)
    }

    /// A switch is always ``switchSize``.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// A switch is always ``switchSize``, whatever it is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    // MARK: Accessibility

    /// "1" when on, "0" when off: the value UIKit's switch reports to VoiceOver and UI tests.
    override var defaultAccessibilityValue: String? { on ? "1" : "0" }

    /// `.button` and `.toggleButton` (iOS 17), with the control's state traits, as UIKit's switch.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union([.button, .toggleButton])
    }

    // MARK: Drawing (UISwitch+Drawing.swift)

    /// Draws the track and the thumb at their current (possibly animating) position.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawSwitch(in: context)
    }

    // MARK: Tracking

    /// Tracks every touch on the switch and remembers where it started, so a tap toggles and a drag moves the
    /// thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStart = (touch.location(in: self).x, on, false)
        setNeedsDisplay()   // the thumb stretches under the finger
        return true
    }

    /// Once the finger has moved ``dragThreshold`` sideways the touch is a drag: the thumb follows the
    /// finger to whichever half of the switch it is over.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var start = touchStart else { return true }
        let x = touch.location(in: self).x
        if !start.dragged && abs(x - start.x) >= Self.dragThreshold {
            start.dragged = true
            touchStart = start
        }
        if start.dragged { moveThumb(to: x >= bounds.midX ? 1 : 0, animated: true) }
        return true
    }

    /// A tap flips the switch; a drag leaves it on the side the finger lifted on. `.valueChanged` (with
    /// `.primaryActionTriggered`) is sent when that differs from the value the touch began with.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let start = touchStart else { return }
        touchStart = nil
        let newValue: Bool
        if start.dragged, let touch {
            newValue = touch.location(in: self).x >= bounds.midX
        } else {
            newValue = !start.wasOn
        }
        on = newValue
        moveThumb(to: newValue ? 1 : 0, animated: true)
        setNeedsDisplay()
        if newValue != start.wasOn { sendValueChangedActions() }
    }

    /// A cancelled touch changes nothing: the thumb goes back to the switch's value.
    open override func cancelTracking(with event: UIEvent?) {
        touchStart = nil
        moveThumb(to: on ? 1 : 0, animated: true)
        setNeedsDisplay()
        super.cancelTracking(with: event)
    }

    /// Whether a finger is down on the switch (the thumb is drawn stretched).
    var isPressed: Bool { touchStart != nil }

    // MARK: Thumb motion

    /// Moves the drawn thumb to `target`: a slide on the scheduler when animated in a window, else at
    /// once.
    private func moveThumb(to target: CGFloat, animated: Bool) {
        if let slide, slide.to == target { return }
        slide?.animation.stop()
        slide = nil
        guard animated, window != nil, thumbPosition != target else {
            thumbPosition = target
            setNeedsDisplay()
            return
        }
        let animation = ControlValueAnimation(duration: Self.thumbAnimationDuration) { [unowned self] fraction in
            guard let slide else { return }
            thumbPosition = slide.from + (slide.to - slide.from) * fraction
            if fraction >= 1 { self.slide = nil }
            setNeedsDisplay()
        }
        slide = (animation, thumbPosition, target)
        animation.start()
    }

    /// A switch that leaves its window finishes its slide at once: nothing shows it moving.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, let slide else { return }
        slide.animation.stop()
        self.slide = nil
        thumbPosition = slide.to
    }
}

/// Space or Return flips the focused switch, as a tap does.
extension UISwitch: KeyboardPressHandling {
    func handleKeyboardPress() {
        setOn(!isOn, animated: true)
        sendValueChangedActions()
    }
}
