import Foundation

/// A control for raising or lowering a value in steps, as UIKit's `UIStepper`: a − half and a + half.
///
/// - **Value and range**: ``value`` stays within ``minimumValue``…``maximumValue`` (setting it outside
///   clamps it; a NaN is refused with a `stepper.nonFiniteValue` warning). UIKit raises
///   `NSInvalidArgumentException` for a ``stepValue`` that is not greater than 0 and for a minimum not
///   below the maximum (or a maximum not above the minimum): here those setters report an error
///   ``Diagnostic`` (code ``StepperError/code``) and leave the stepper unchanged; the `trySet…`
///   methods throw the ``StepperError`` instead.
/// - **A touch** on a half steps once as it goes down (by ``stepValue``, clamped to the range, or
///   wrapping to the other end when ``wraps``). A half that cannot step — the − half at the minimum,
///   the + half at the maximum, unless the stepper wraps — is disabled: drawn dimmed, and a touch on it
///   does nothing.
/// - **Autorepeat** (``autorepeat``, on by default): while the finger stays down inside the stepper,
///   the value keeps stepping, faster the longer it is held ("The rate of change depends on how long
///   the user continues pressing the control", Apple's UIStepper overview). UIKit does not publish its
///   timing; OpenUIKit takes AppKit's documented `NSStepper.autorepeat` timing — the first repeat
///   after ``autorepeatDelay`` (0.5 s), then ten a second (``autorepeatInterval``) — and doubles the
///   rate after ``acceleratingRepeatCount`` repeats (``acceleratedRepeatInterval``). The repeats run on
///   timers on the main run loop's scheduler, in the common modes (they fire while the stepper
///   tracks), so tests step them in virtual time.
/// - **Events**: a ``isContinuous`` stepper (the default) sends `.valueChanged` (with
///   `.primaryActionTriggered`, one dispatch) at each step; otherwise once when the touch ends or is
///   cancelled with the value changed. Setting ``value`` from code sends nothing.
/// - **Images** (`UIStepper+Images.swift`) and **drawing** (`UIStepper+Drawing.swift`).
@MainActor
open class UIStepper: UIControl {
    /// The size iOS 17 gives every stepper; like a switch, it ignores the size it is given.
    public static let stepperSize = CGSize(width: 94, height: 32)
    /// How long a finger rests on a half before the first repeat.
    public static let autorepeatDelay: TimeInterval = 0.5
    /// The time between repeats at first.
    public static let autorepeatInterval: TimeInterval = 0.1
    /// How many repeats run at ``autorepeatInterval`` before the rate doubles.
    public static let acceleratingRepeatCount = 10
    /// The time between repeats once the rate doubled.
    public static let acceleratedRepeatInterval: TimeInterval = 0.05

    /// The two halves of a stepper.
    enum Half {
        case decrement, increment
    }

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// Whether pressing and holding a half keeps stepping. True by default.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (true, the default) or a touch sends one when it ends.
    open var isContinuous = true
    /// Whether stepping past one end continues from the other. False by default.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    /// The half a finger is on (drawn highlighted) and the value the touch began with.
    var press: (half: Half, startValue: Double)?
    /// The next repeat of a press (it holds the stepper weakly: a stepper that goes away ends it), and
    /// how many repeats the press has made.
    private var repeatTimer: Timer?
    private var repeatCount = 0

    /// The images set per state (`UIStepper+Images.swift`).
    var incrementImages = ControlStateImages()
    var decrementImages = ControlStateImages()
    var backgroundImages = ControlStateImages()
    var dividerImages: [(left: UInt, right: UInt, image: UIImage)] = []

    /// The stepper's value, within the range. Setting it clamps it and sends no event.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                return Diagnostics.warn("stepper.nonFiniteValue", "UIStepper.value cannot be NaN; ignored.")
            }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. It must stay below ``maximumValue`` (see ``trySetMinimumValue(_:)``).
    open var minimumValue: Double {
        get { storedMinimum }
        set { reportingErrors { () throws(StepperError) in try trySetMinimumValue(newValue) } }
    }

    /// The highest value; 100 by default. It must stay above ``minimumValue`` (see ``trySetMaximumValue(_:)``).
    open var maximumValue: Double {
        get { storedMaximum }
        set { reportingErrors { () throws(StepperError) in try trySetMaximumValue(newValue) } }
    }

    /// How much a step changes the value; 1 by default. It must be greater than 0 (see
    /// ``trySetStepValue(_:)``).
    open var stepValue: Double {
        get { storedStep }
        set { reportingErrors { () throws(StepperError) in try trySetStepValue(newValue) } }
    }

    /// Creates a stepper with the value 0 in 0…100, stepping by 1, always ``stepperSize`` big.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Checked setters

    /// Sets ``stepValue``, throwing where UIKit raises: for 0, a negative number or NaN.
    public func trySetStepValue(_ step: Double) throws(StepperError) {
        guard step > 0 else { throw StepperError(kind: .stepValueNotPositive) }
        storedStep = step
    }

    /// Sets ``minimumValue``, throwing where UIKit raises: for a value not below ``maximumValue`` (or
    /// NaN). The value is raised to the new minimum if below it.
    public func trySetMinimumValue(_ minimum: Double) throws(StepperError) {
        guard minimum < storedMaximum else { throw StepperError(kind: .minimumNotBelowMaximum) }
        storedMinimum = minimum
        value = storedValue
    }

    /// Sets ``maximumValue``, throwing where UIKit raises: for a value not above ``minimumValue`` (or
    /// NaN). The value is lowered to the new maximum if above it.
    public func trySetMaximumValue(_ maximum: Double) throws(StepperError) {
        guard maximum > storedMinimum else { throw StepperError(kind: .maximumNotAboveMinimum) }
        storedMaximum = maximum
        value = storedValue
    }

    /// Runs a checked setter, reporting its error as UIKit's raise would be reported.
    private func reportingErrors(_ body: () throws(StepperError) -> Void) {
        do {
            try body()
        } catch {
            Diagnostics.report(Diagnostic(code: error.code, severity: .error, message: error.message))
        }
    }

    // MARK: Size

    /// A stepper is always ``stepperSize``.
    open override var intrinsicContentSize: CGSize { Self.stepperSize }

    /// A stepper is always ``stepperSize``, whatever it is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    // MARK: Halves

    /// Whether `half` can step now: the control is enabled and the value is not at that half's end
    /// (or the stepper wraps).
    func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        switch half {
        case .decrement: return storedValue > storedMinimum
        case .increment: return storedValue < storedMaximum
        }
    }

    /// The half under `point` (in the stepper's coordinates).
    func half(at point: CGPoint) -> Half {
        point.x < bounds.midX ? .decrement : .increment
    }

    /// Steps once in `half`'s direction (sending nothing); returns whether the value changed.
    func step(_ half: Half) -> Bool {
        let old = storedValue
        let next = half == .increment ? old + storedStep : old - storedStep
        if next > storedMaximum {
            storedValue = wraps ? storedMinimum : storedMaximum
        } else if next < storedMinimum {
            storedValue = wraps ? storedMaximum : storedMinimum
        } else {
            storedValue = next
        }
        guard storedValue != old else { return false }
        setNeedsDisplay()
        return true
    }

    /// A step of the touch being tracked: a continuous stepper reports each one.
    private func trackedStep(_ half: Half) {
        if step(half) && isContinuous { sendValueChangedActions() }
    }

    // MARK: Tracking

    /// A touch on a half that can step steps once and starts the repeat; one on a disabled half does
    /// nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = half(at: touch.location(in: self))
        guard canStep(half) else { return false }
        press = (half, storedValue)
        setNeedsDisplay()
        trackedStep(half)
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    /// Ends the press: the autorepeat stops, and a stepper that is not continuous sends its one
    /// `.valueChanged` if the press changed the value.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    /// Ends the press as ``endTracking(_:with:)`` does, then sends `.touchCancel`.
    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
        super.cancelTracking(with: event)
    }

    /// Ends the press: the repeat stops, and a stepper that is not continuous reports the change.
    private func finishPress() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        repeatCount = 0
        guard let press else { return }
        self.press = nil
        setNeedsDisplay()
        if !isContinuous && storedValue != press.startValue { sendValueChangedActions() }
    }

    // MARK: Autorepeat

    private func scheduleRepeat(after delay: TimeInterval) {
        let timer = Timer(timeInterval: delay, repeats: false) { [weak self] _ in self?.repeatStep() }
        RunLoop.main.add(timer, forMode: .common)
        repeatTimer = timer
    }

    /// One repeat: a step while the finger is still inside the stepper (a finger dragged away pauses
    /// the repeat until it comes back), then the next repeat, sooner once the rate has accelerated.
    private func repeatStep() {
        guard let press else { return }
        repeatCount += 1
        if isTouchInside && canStep(press.half) { trackedStep(press.half) }
        scheduleRepeat(after: repeatCount >= Self.acceleratingRepeatCount
                       ? Self.acceleratedRepeatInterval : Self.autorepeatInterval)
    }

    // MARK: Accessibility

    /// The two halves, made on first use (``StepperHalfElement``).
    private lazy var halfElements = [StepperHalfElement(half: .decrement, of: self),
                                     StepperHalfElement(half: .increment, of: self)]

    /// Not an element itself: UIKit's stepper shows assistive technologies its two halves, the
    /// "Decrement" and "Increment" buttons.
    override var defaultIsAccessibilityElement: Bool { false }

    /// The − and + halves as buttons (``StepperHalfElement``).
    override var defaultAccessibilityElements: [Any]? { halfElements }

    // MARK: Drawing (UIStepper+Drawing.swift)

    /// Draws each half (its background image for the half's state, or the standard fill), its − or +
    /// glyph and the divider; a half that cannot step is drawn in its `.disabled` state.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawStepper(in: context)
    }
}
