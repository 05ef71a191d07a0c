import Foundation

/// A control for choosing one value from a continuous range, as UIKit's `UISlider`.
///
/// - **Value and range**: ``value`` is always within ``minimumValue``…``maximumValue`` (setting it
///   outside clamps it, as UIKit). Moving one end of the range past the other moves the other with it
///   ("If you set the minimum value to a value larger than the maximum, the slider updates the maximum
///   value to equal the minimum", and the reverse), and the value follows the range. A NaN value or end
///   is refused with a `slider.nonFiniteValue` warning and nothing changes.
/// - **Tracking**: only a touch that goes down on the thumb's touch area (``thumbRect(forBounds:trackRect:value:)``
///   grown to ``minimumThumbTouchSize``) moves it; a touch elsewhere on the track does nothing, as on
///   iOS. The thumb keeps the offset at which it was grabbed. While dragging, a ``isContinuous`` slider
///   sends `.valueChanged` (with `.primaryActionTriggered`, in one dispatch) at each change; otherwise
///   it sends one when the touch ends (or is cancelled) with the value changed.
/// - **Geometry** (overridable, as UIKit): ``minimumValueImageRect(forBounds:)``,
///   ``maximumValueImageRect(forBounds:)``, ``trackRect(forBounds:)`` and
///   ``thumbRect(forBounds:trackRect:value:)`` place the parts; drawing and tracking both use them.
/// - **Look** (`UISlider+Drawing.swift`): tints, per-state thumb and track images, value images.
/// - **Animation**: ``setValue(_:animated:)`` changes ``value`` at once and slides the drawn thumb over
///   ``thumbAnimationDuration`` on the main run loop's scheduler, in a window.
@MainActor
open class UISlider: UIControl {
    /// The height iOS 17 gives a slider (its intrinsic content size has no width).
    public static let sliderHeight: CGFloat = 31
    /// The side of the default round thumb.
    public static let thumbDiameter: CGFloat = 28
    /// The height of the default track.
    public static let trackHeight: CGFloat = 4
    /// The space between a value image and the track. UIKit does not document it; OpenUIKit leaves
    /// 12 pt, as close as the simulator's slider looks.
    public static let valueImageSpacing: CGFloat = 12
    /// The smallest area around the thumb's center that starts tracking: Apple's minimum hit target
    /// (44 × 44 pt, Human Interface Guidelines), so the 28 pt thumb is grabbed 8 pt beyond its edge.
    public static let minimumThumbTouchSize = CGSize(width: 44, height: 44)
    /// How long ``setValue(_:animated:)`` slides the thumb: Core Animation's default 0.25 s.
    public static let thumbAnimationDuration: TimeInterval = 0.25

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    /// The value the thumb is drawn at: ``value``, except during a ``setValue(_:animated:)`` slide.
    public internal(set) var presentationValue: Float = 0
    /// The slide under way, with where it started and ends.
    private var slide: (animation: ControlValueAnimation, from: Float, to: Float)?
    /// The touch being tracked: the value it began with and how far from the thumb's center it
    /// grabbed it.
    private var grab: (startValue: Float, offset: CGFloat)?

    /// The thumb and track images per state and the value images (`UISlider+Drawing.swift`).
    var thumbImages = ControlStateImages()
    var minimumTrackImages = ControlStateImages()
    var maximumTrackImages = ControlStateImages()

    /// The color of the track from the leading end to the thumb; nil draws the tint color, as UIKit.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the track from the thumb to the trailing end; nil draws the light gray fill.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The color of the round thumb; nil draws white. (A thumb image is drawn as it is.)
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The image at the leading end (a quiet speaker beside a volume slider); it narrows the track.
    open var minimumValueImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// The image at the trailing end; it narrows the track.
    open var maximumValueImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether dragging sends `.valueChanged` at each change (true, the default) or once at the end.
    open var isContinuous = true

    /// The slider's value, within ``minimumValue``…``maximumValue``. Setting it is
    /// ``setValue(_:animated:)`` without animation.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end. Raising it above ``maximumValue`` raises that too.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard Self.isAccepted(newValue, "minimumValue") else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            rangeDidChange()
        }
    }

    /// The value at the trailing end. Lowering it below ``minimumValue`` lowers that too.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard Self.isAccepted(newValue, "maximumValue") else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            rangeDidChange()
        }
    }

    /// Creates a slider with the value 0 in 0…1, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``value`` (clamped to the range) without sending events, as UIKit's. Animated, in a window,
    /// the drawn thumb slides to it; ``value`` reads the new value at once either way.
    open func setValue(_ value: Float, animated: Bool) {
        guard Self.isAccepted(value, "value") else { return }
        storedValue = min(max(value, storedMinimum), storedMaximum)
        moveThumb(animated: animated)
    }

    /// A slider has no natural width and is ``sliderHeight`` high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.sliderHeight)
    }

    /// Keeps the offered width; the height is ``sliderHeight``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.sliderHeight)
    }

    /// A NaN is refused with a warning (UIKit does not say what it does with one; a slider whose value
    /// is NaN could never be dragged back into its range).
    private static func isAccepted(_ value: Float, _ name: String) -> Bool {
        guard value.isNaN else { return true }
        Diagnostics.warn("slider.nonFiniteValue", "UISlider.\(name) cannot be NaN; ignored.")
        return false
    }

    /// The value follows a changed range.
    private func rangeDidChange() {
        let clamped = min(max(storedValue, storedMinimum), storedMaximum)
        storedValue = clamped
        moveThumb(animated: false)
    }

    // MARK: Geometry

    /// Where ``minimumValueImage`` is drawn: its size at the leading edge, centered vertically; an
    /// empty rectangle there without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where ``maximumValueImage`` is drawn: its size at the trailing edge, centered vertically; an
    /// empty rectangle there without one.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The track: between the value images (``valueImageSpacing`` from each), ``trackHeight`` high
    /// (or as high as the track images), centered vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + Self.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - Self.valueImageSpacing }
        let height = max(Self.trackHeight, currentMinimumTrackImage?.size.height ?? 0,
                         currentMaximumTrackImage?.size.height ?? 0)
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(maxX - minX, 0), height: height)
    }

    /// The thumb for `value`: the thumb image's size (else ``thumbDiameter`` square), centered on the
    /// track vertically, moving from the track's leading end (its edge on the track's edge) to the
    /// trailing end as `value` goes from ``minimumValue`` to ``maximumValue``.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        return CGRect(x: rect.minX + (rect.width - size.width) * fraction(of: value),
                      y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// How far `value` is along the range, 0 to 1 (0 for an empty range).
    private func fraction(of value: Float) -> CGFloat {
        let span = storedMaximum - storedMinimum
        guard span > 0 else { return 0 }
        return CGFloat(min(max((value - storedMinimum) / span, 0), 1))
    }

    // MARK: Tracking

    /// Tracks only a touch on the thumb's touch area (see the type's documentation).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let touchArea = thumb.insetBy(dx: min(0, (thumb.width - Self.minimumThumbTouchSize.width) / 2),
                                      dy: min(0, (thumb.height - Self.minimumThumbTouchSize.height) / 2))
        let point = touch.location(in: self)
        guard touchArea.contains(point) else { return false }
        finishSlide()
        grab = (storedValue, point.x - thumb.midX)
        return true
    }

    /// The thumb follows the finger (at the offset it was grabbed), clamped to the track's ends.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grab else { return true }
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
        let travel = track.width - thumbWidth
        let thumbCenter = touch.location(in: self).x - grab.offset
        let fraction = travel > 0 ? min(max((thumbCenter - track.minX - thumbWidth / 2) / travel, 0), 1) : 0
        let newValue = storedMinimum + Float(fraction) * (storedMaximum - storedMinimum)
        guard newValue != storedValue else { return true }
        setValue(newValue, animated: false)
        if isContinuous { sendValueChangedActions() }
        return true
    }

    /// A slider that is not continuous reports a drag's change once, when it ends.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishDrag()
    }

    /// A cancelled drag leaves the thumb where the finger left it, and a slider that is not continuous
    /// reports that change then, so the app never misses a value the slider shows.
    open override func cancelTracking(with event: UIEvent?) {
        finishDrag()
        super.cancelTracking(with: event)
    }

    private func finishDrag() {
        guard let grab else { return }
        self.grab = nil
        if !isContinuous && storedValue != grab.startValue { sendValueChangedActions() }
    }

    // MARK: Thumb motion

    /// Draws the thumb at ``value``: sliding there on the scheduler when animated in a window.
    private func moveThumb(animated: Bool) {
        slide?.animation.stop()
        slide = nil
        guard animated, window != nil, presentationValue != storedValue else {
            presentationValue = storedValue
            setNeedsDisplay()
            return
        }
        let animation = ControlValueAnimation(duration: Self.thumbAnimationDuration) { [unowned self] fraction in
            guard let slide else { return }
            presentationValue = slide.from + (slide.to - slide.from) * Float(fraction)
            if fraction >= 1 { self.slide = nil }
            setNeedsDisplay()
        }
        slide = (animation, presentationValue, storedValue)
        animation.start()
    }

    /// Ends a slide under way with the thumb at ``value``.
    private func finishSlide() {
        guard let slide else { return }
        slide.animation.stop()
        self.slide = nil
        presentationValue = storedValue
        setNeedsDisplay()
    }

    /// A slider that leaves its window finishes its slide at once: nothing shows it moving.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { finishSlide() }
    }

    // MARK: Accessibility

    /// The value as a percentage of the range ("50%"), as UIKit's slider reports it.
    override var defaultAccessibilityValue: String? { "\(Int((fraction(of: storedValue) * 100).rounded()))%" }

    /// `.adjustable`, with the control's state traits, as UIKit's slider.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// VoiceOver's swipe up: the value rises by a tenth of the range and `.valueChanged` is sent, as
    /// UIKit's slider does (``adjustByStep(forward:)``, shared with the arrow keys). A disabled
    /// slider does not move.
    open override func accessibilityIncrement() {
        if isEnabled { adjustByStep(forward: true) }
    }

    /// VoiceOver's swipe down: the value falls by a tenth of the range (see ``accessibilityIncrement()``).
    open override func accessibilityDecrement() {
        if isEnabled { adjustByStep(forward: false) }
    }

    // MARK: Drawing (UISlider+Drawing.swift)

    /// Draws the value images, the track and the thumb at the value being shown (mid-animation, the animated
    /// one).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawSlider(in: context)
    }

    /// The minimum track is drawn in the tint color by default.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
