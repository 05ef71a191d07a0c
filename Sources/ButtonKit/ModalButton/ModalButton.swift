import OpenUIKit

/// A button that steps through a finite sequence of modes as one expression of the user's intent, as
/// the App Store's Download → Install → Complete! button (the articles' `ModalButton`).
///
/// The button shows its current ``mode``: title, background image, whether it takes taps, and the
/// activity indicator while the mode works. A tap (a touch that ends inside, as `.touchUpInside`) on a
/// mode that ``Mode/isEnabled`` moves to the next mode; a mode with a ``Mode/delay`` moves on by itself
/// when it passes, on a `Timer` in the main run loop's default mode (as the article's `NSTimer`: it
/// waits while a control tracks a touch). What the modes are is a
/// ``ModeSequence``; the presets give the App Store sequence (the default), an Edit/Done toggle and a
/// two-step Delete confirmation.
///
/// **Target-action.** Every change of mode sends `.valueChanged`, with ``mode`` / ``modeIndex``
/// already the new one, as `UISwitch` sends it after its value changed. A tap first sends the usual
/// `.touchUpInside` and `.primaryActionTriggered` while ``mode`` is still the mode that was tapped
/// (what the Delete confirmation needs), then changes mode and sends `.valueChanged`. Changes made by
/// assigning ``sequence`` are not announced, as UIKit sends no action for programmatic changes.
///
/// **Enabled.** Each mode change sets `isEnabled` to the mode's value, so a busy mode is disabled and
/// ignores touches. A tap only ever advances an enabled mode: if the app enables the button during a
/// busy mode, its taps still send `.touchUpInside` but do not skip the work.
///
/// **Timer lifetime.** The countdown runs only while the button is in a window: leaving the window
/// invalidates the timer and keeps the time left; returning resumes it. The timer's block holds the
/// button weakly, and deallocating the button invalidates it, so nothing keeps a dead button alive or
/// calls it back. (The articles' `NSTimer` retained its target until it fired.)
///
/// ```swift
/// final class StoreController {
///     let button = ModalButton()   // 118×118, the App Store sequence with 5 s steps
///
///     func show(in view: UIView) {
///         button.addTarget(self, action: StoreController.modeChanged, for: .valueChanged)
///         view.addSubview(button)
///     }
///
///     func modeChanged(_ sender: ModalButton) {
///         print("The button mode is:", sender.mode.identifier)   // downloading, install, …
///     }
/// }
/// ```
@MainActor
open class ModalButton: UIButton {
    /// The size of a button made with ``init()``, as the article's 118×118 button.
    public static let defaultSize = CGSize(width: 118, height: 118)

    private var storedSequence: ModeSequence
    /// The index of the current mode in ``sequence``.
    public private(set) var modeIndex = 0

    /// The indicator shown while a mode with ``Mode/showsActivityIndicator`` is current. Style it here;
    /// the button starts and stops it.
    public let activityIndicator = UIActivityIndicatorView(style: .medium)

    private var timer: Timer?
    /// The time left of the current mode's delay while it is not counting down (not in a window).
    private var remainingDelay: TimeInterval?
    /// When the running countdown ends, on `Scheduler.main`'s clock.
    private var countdownEnd: TimeInterval = 0
    /// Set by ``endTracking(_:with:)`` for a touch that ended inside: the tap to act on.
    private var trackedTouchEndedInside = false
    /// Counts mode entries, so a tap can tell whether its actions changed the mode.
    private var modeEntries = 0

    /// Creates a 118×118 button with the App Store sequence, as the article's `init`.
    public convenience init() {
        self.init(frame: CGRect(origin: .zero, size: ModalButton.defaultSize))
    }

    /// Creates a button with the App Store sequence (``ModeSequence/appStoreInstall(delay:background:completedBackground:)``).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, sequence: .appStoreInstall())
    }

    /// Creates a button that starts in the first mode of `sequence`. A sequence that cannot be used
    /// (no modes, a bad delay or index) is refused with a `modalButton.invalidSequence` warning and the
    /// button gets one blank, disabled mode.
    public init(frame: CGRect, sequence: ModeSequence) {
        let problem = sequence.problem
        storedSequence = problem == nil ? sequence : ModeSequence([Mode(title: "", isEnabled: false)])
        super.init(frame: frame)
        if let problem { Self.reportInvalidSequence(problem) }
        setTitleColor(.darkGray, for: .normal)
        setTitleColor(.gray, for: .disabled)
        activityIndicator.isUserInteractionEnabled = false   // a touch on the spinner is a touch on the button
        addSubview(activityIndicator)
        enterMode(0, announce: false)
    }

    /// Returns nil, as every view's `init?(coder:)` on OpenUIKit: there are no nibs to decode from.
    public required init?(coder: NSCoder) {
        storedSequence = ModeSequence([])
        super.init(coder: coder)
    }

    isolated deinit {
        timer?.invalidate()
    }

    /// The modes the button steps through. Assigning a sequence starts it at its first mode without
    /// sending an action; a sequence that cannot be used is refused with a
    /// `modalButton.invalidSequence` warning and the button keeps its current sequence and mode.
    public var sequence: ModeSequence {
        get { storedSequence }
        set {
            if let problem = newValue.problem {
                Self.reportInvalidSequence(problem)
                return
            }
            storedSequence = newValue
            enterMode(0, announce: false)
        }
    }

    /// The current mode: what the button shows and does now.
    public var mode: Mode { storedSequence.modes[modeIndex] }

    // MARK: Taps

    /// Remembers whether the touch ended inside, which decides in ``touchesEnded(_:with:)`` whether the
    /// tap moves the button to its next mode.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        trackedTouchEndedInside = isTouchInside
    }

    /// Lets UIControl send `.touchUpInside` / `.primaryActionTriggered` for the tapped mode, then
    /// moves on if the touch ended inside and the mode takes taps — unless those actions already
    /// changed the mode (by assigning a ``sequence``): the tap was for the mode they replaced.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackedTouchEndedInside = false
        let entriesBefore = modeEntries
        super.touchesEnded(touches, with: event)
        guard trackedTouchEndedInside else { return }
        trackedTouchEndedInside = false
        guard modeEntries == entriesBefore, mode.isEnabled,
              let next = storedSequence.index(after: modeIndex) else { return }
        enterMode(next, announce: true)
    }

    // MARK: Window

    /// Pauses a mode's countdown when the button leaves its window, so a removed button's timer never fires.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { pauseCountdown() }
    }

    /// Resumes a paused countdown when the button is back in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        resumeCountdown()
    }

    // MARK: Layout

    /// Places the activity indicator centred, in the lower part of the button, below the title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = activityIndicator.intrinsicContentSize
        activityIndicator.frame = CGRect(x: bounds.midX - side.width / 2, y: bounds.minY + bounds.height * 0.7 - side.height / 2,
                                         width: side.width, height: side.height)
    }

    // MARK: Engine

    private func enterMode(_ index: Int, announce: Bool) {
        timer?.invalidate()
        timer = nil
        modeIndex = index
        modeEntries += 1
        let mode = self.mode
        setTitle(mode.title, for: .normal)
        setBackgroundImage(mode.backgroundImage, for: .normal)
        isEnabled = mode.isEnabled
        if mode.showsActivityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
        remainingDelay = mode.delay
        resumeCountdown()
        if announce { sendActions(for: .valueChanged) }
    }

    /// Starts the current mode's countdown with the time left, if there is one and the button is in a
    /// window.
    private func resumeCountdown() {
        guard timer == nil, window != nil, let remaining = remainingDelay else { return }
        countdownEnd = Scheduler.main.now + remaining
        timer = Timer.scheduledTimer(withTimeInterval: remaining, repeats: false) { [weak self] _ in
            self?.delayDidPass()
        }
    }

    /// Stops the countdown and keeps the time left for ``resumeCountdown()``.
    private func pauseCountdown() {
        guard let timer else { return }
        remainingDelay = max(countdownEnd - Scheduler.main.now, 0)
        timer.invalidate()
        self.timer = nil
    }

    private func delayDidPass() {
        self.timer = nil
        remainingDelay = nil
        guard let next = mode.modeAfterDelay ?? storedSequence.index(after: modeIndex) else { return }
        enterMode(next, announce: true)
    }

    private static func reportInvalidSequence(_ problem: String) {
        Diagnostics.warn("modalButton.invalidSequence", "Refused a mode sequence: \(problem).")
    }
}
