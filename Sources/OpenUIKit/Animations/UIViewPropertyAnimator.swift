import Foundation

/// Animates changes to views that can be started, paused, scrubbed, reversed and stopped, as UIKit's
/// `UIViewPropertyAnimator`. It runs on the same machinery as ``UIView/animate(withDuration:animations:)``:
/// its blocks change model values at once (getters and hit testing see them), each change becomes
/// an additive animation of what is drawn, and it moves once per display frame on the views'
/// scheduler, so tests step it in virtual time.
///
/// The animation blocks run when the animator first becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``); blocks added while it is active run at once
/// and animate over the time that remains. ``fractionComplete`` is the share of the duration
/// elapsed; drawn values follow it through the timing curve, or in proportion while scrubbed with
/// ``scrubsLinearly``. Resuming after a linear scrub, or with new timing parameters, blends from the
/// values drawn to the end along the curve, so the views never jump (UIKit does the same).
///
/// UIKit raises an exception for some misuse; here each is a warning `Diagnostic` and the call does
/// nothing (the animator stays as it was), following the rule UIKit's documentation states:
/// - `animator.finishWhileNotStopped`: ``finishAnimation(at:)`` outside the stopped state ("a
///   programmer error … except after a call to `stopAnimation(false)`");
/// - `animator.startWhileStopped`: starting a stopped animator ("an animation cannot be started while
///   in this state");
/// - `animator.pauseWhileStopped`: pausing a stopped animator ("a programmer error");
/// - `animator.notInterruptible`: pausing or stopping an animator whose ``isInterruptible`` is false;
/// - `animator.scrubWhileRunning`: setting ``fractionComplete`` while running ("only while the animator
///   is paused");
/// - `animator.configureWhileActive`: setting ``isInterruptible`` or ``isUserInteractionEnabled`` on an
///   active animator (UIKit's header: "raises if set on an active animator");
/// - `animator.addWhileStopped`: adding animations to a stopped animator (nothing is left to run them);
///   blocks added while it runs reversed animate forward from where it is, so they too are undone when
///   it reaches its start;
/// - `animator.continueWhileNotPaused`: ``continueAnimation(withTimingParameters:durationFactor:)``
///   on an animator that is not active and paused.
/// A non-finite or negative duration is 0: the animations end on the next frame.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration given at creation.
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)``; 0 otherwise.
    public private(set) var delay: TimeInterval = 0
    /// The timing given at creation.
    public let timingParameters: (any UITimingCurveProvider)?

    /// Inactive until started, paused or scrubbed; active until its animations end or it is stopped.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations move now: active and neither paused nor at their end.
    open private(set) var isRunning = false
    /// Whether the animations run back towards their start values. Changing it while running turns
    /// them around where they are.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            if blend != nil { beginBlend() }
            resumeClock()
        }
    }
    /// Whether ``pauseAnimation()`` and ``stopAnimation(_:)`` may interrupt the animations; true by
    /// default. Set only while inactive.
    open var isInterruptible = true {
        didSet { if refusesChange(oldValue != isInterruptible, "isInterruptible") { isInterruptible = oldValue } }
    }
    /// Whether the animated views take touches while they animate; true by default, as UIKit's
    /// (UIView.animate's blocks default to the opposite). Set only while inactive.
    open var isUserInteractionEnabled = true {
        didSet {
            if refusesChange(oldValue != isUserInteractionEnabled, "isUserInteractionEnabled") {
                isUserInteractionEnabled = oldValue
            }
        }
    }
    /// UIKit lets the app hit-test animating views itself when true. Stored only: hit testing here
    /// always uses model values, which is what UIKit's manual hit testing would start from.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves the views in proportion to ``fractionComplete``
    /// (true, the default) or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of finishing: its completions
    /// do not run, and it can be reversed from there.
    open var pausesOnCompletion = false

    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations its blocks made, stepped by this animator rather than by the group itself.
    private var group = AnimationGroup(completion: nil)
    /// Each animated property's values at the start and at the end, to finish at either.
    private var records: [Record] = []
    private var fraction: Double = 0
    /// The time one whole run from 0 to 1 takes.
    private var runDuration: TimeInterval
    private var timing: AnimationTiming
    /// Where the clock started: moving from `fraction` at `time`.
    private var clock: (time: TimeInterval, fraction: Double) = (0, 0)
    /// A blend from the values drawn at `fraction` (each animation's remaining share) to the end.
    private var blend: (fraction: Double, remaining: [ObjectIdentifier: Double])?
    /// Whether the views were last shown scrubbed linearly, off the timing curve.
    private var isScrubbedOffCurve = false
    private weak var scheduler: Scheduler?
    private var token: Scheduler.Token?

    private struct Record {
        let view: UIView
        let animation: PropertyAnimation
        let start: SIMD4<Double>
        let end: SIMD4<Double>
    }

    /// An animator with `parameters` (ease-in-out when nil) over `duration`. A spring given as mass,
    /// stiffness and damping runs for its own settling time instead, as in UIKit.
    public required init(duration: TimeInterval, timingParameters parameters: (any UITimingCurveProvider)?) {
        let duration = duration.isFinite && duration > 0 ? duration : 0
        self.duration = duration
        timingParameters = parameters
        runDuration = parameters?.springTimingParameters?.settlingDuration ?? duration
        timing = parameters?.animationTiming(duration: runDuration) ?? UIView.AnimationCurve.easeInOut.timing
        super.init()
    }

    /// An animator with one of the named curves, and `animations` to run when it starts.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring fitted to `duration`: `ratio` 1 settles without overshoot.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator and starts it at once, as UIView.animate does: the curve and
    /// `.allowUserInteraction` come from `options` (the other options do not apply to animators).
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Scrubbing

    /// The share of the duration elapsed: 0 at the start, 1 at the end. Set it while paused (or
    /// inactive, which pauses it) to scrub the animations there; values outside 0…1 are clamped; NaN,
    /// and scrubbing a stopped animator, are ignored.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set {
            guard !isRunning else {
                return Diagnostics.warn("animator.scrubWhileRunning",
                                        "fractionComplete can be set only while the animator is paused; ignored.")
            }
            guard !newValue.isNaN, state != .stopped else { return }
            if state == .inactive { activate() }
            fraction = min(max(Double(newValue), 0), 1)
            blend = nil
            isScrubbedOffCurve = scrubsLinearly
            show()
        }
    }

    // MARK: Flow

    /// Starts the animations, or resumes them where they were paused.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (a negative or non-finite delay is none). The
    /// blocks run now, so model values change now, as with a delayed UIView.animate.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return Diagnostics.warn("animator.startWhileStopped", "A stopped animator cannot be started; finish it first.")
        }
        guard !isRunning else { return }
        self.delay = delay.isFinite && delay > 0 ? delay : 0
        if state == .inactive { activate() }
        if isScrubbedOffCurve { beginBlend() }
        isRunning = true
        resumeClock(after: self.delay)
    }

    /// Pauses the animations where they are drawn (an inactive animator becomes active and paused).
    open func pauseAnimation() {
        guard isInterruptible else {
            return Diagnostics.warn("animator.notInterruptible", "A non-interruptible animator cannot be paused.")
        }
        guard state != .stopped else {
            return Diagnostics.warn("animator.pauseWhileStopped", "A stopped animator cannot be paused.")
        }
        if state == .inactive { activate() }
        stopClock()
    }

    /// Stops the animations where they are drawn: those values become the model values. With
    /// `withoutFinishing` true the animator is inactive at once and its completions never run;
    /// with false it is stopped until ``finishAnimation(at:)``. An inactive or stopped animator
    /// ignores it.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else {
            return Diagnostics.warn("animator.notInterruptible", "A non-interruptible animator cannot be stopped.")
        }
        guard state == .active else { return }
        stopClock()
        let drawn = liveRecords.map { record in
            let property = record.animation.property
            return (record, record.view.presentedValue(of: property, model: property.modelValue(of: record.view)))
        }
        group.update { _ in true }
        for (record, value) in drawn { record.animation.property.setModelValue(value, of: record.view) }
        if withoutFinishing {
            reset()
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views go to their start or end values (or stay, for
    /// ``UIViewAnimatingPosition/current``), it becomes inactive and the completions run with
    /// `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return Diagnostics.warn("animator.finishWhileNotStopped",
                                    "finishAnimation(at:) is only for a stopped animator (stopAnimation(false)); ignored.")
        }
        for record in records {
            switch finalPosition {
            case .start: record.animation.property.setModelValue(record.start, of: record.view)
            case .end: record.animation.property.setModelValue(record.end, of: record.view)
            case .current: break
            }
        }
        complete(at: finalPosition)
    }

    // MARK: Adding

    /// Adds the changes `animation` makes. Before the animator starts they wait for it; while it is
    /// active they run now and animate over the time that remains.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds the changes `animation` makes, starting after `delayFactor` (clamped to 0…1) of the time
    /// that remains.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active: run(animation, delayFactor: factor)
        case .stopped:
            Diagnostics.warn("animator.addWhileStopped", "Animations cannot be added to a stopped animator; ignored.")
        }
    }

    /// Adds a block to run when the animations end, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with `parameters` (nil keeps its timing), the rest of its run taking
    /// `durationFactor` times what was left of the duration (0 or less, or non-finite, keeps it). The
    /// views blend from where they are drawn along the new curve.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return Diagnostics.warn("animator.continueWhileNotPaused",
                                    "continueAnimation(withTimingParameters:durationFactor:) needs a paused animator; ignored.")
        }
        let factor = Double(durationFactor)
        if factor.isFinite && factor > 0 { runDuration = duration * factor }
        if let parameters {
            timing = parameters.animationTiming(duration: runDuration)
            isScrubbedOffCurve = true
        }
        startAnimation()
    }

    // MARK: Joining block animations

    /// The animator that `UIView.animate` blocks join while ``joiningBlockAnimations(_:)`` runs.
    private(set) static var joined: UIViewPropertyAnimator?

    /// Runs `body` with this animator taking the `UIView.animate` blocks it starts: their changes become
    /// this animator's animations (on its timeline: their own duration, delay and curve give way) and
    /// their completions run when it ends, finished if it ended at its end. A transition's default
    /// interruptible animator runs `animateTransition(using:)` this way, so an interaction drives the
    /// animations it starts, as UIKit's percent-driven transitions pause and scrub them.
    func joiningBlockAnimations(_ body: () -> Void) {
        let outer = Self.joined
        Self.joined = self
        body()
        Self.joined = outer
    }

    /// Takes a joined block: its changes now, its completion at the end.
    func join(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        run(animations, delayFactor: 0)
        if let completion { addCompletion { completion($0 == .end) } }
    }

    // MARK: Implementation

    /// The records whose animations are still on their views (another animation with
    /// `.beginFromCurrentState` may have cut one; a view that left its window lost them).
    private var liveRecords: [Record] {
        records.filter { record in record.view.runningAnimations.contains { $0 === record.animation } }
    }

    /// Whether a change of `name` must be undone: the animator is not inactive (warned).
    private func refusesChange(_ changed: Bool, _ name: String) -> Bool {
        guard state != .inactive, changed else { return false }
        Diagnostics.warn("animator.configureWhileActive", "\(name) cannot change on an active animator; ignored.")
        return true
    }

    /// Becomes active, running the waiting blocks.
    private func activate() {
        state = .active
        fraction = 0
        blend = nil
        isScrubbedOffCurve = false
        let pending = pendingAnimations
        pendingAnimations = []
        for (block, factor) in pending { run(block, delayFactor: factor) }
    }

    /// Runs `block` in a capture and adds its animations over the rest of the run.
    private func run(_ block: () -> Void, delayFactor: Double) {
        let capture = AnimationCapture()
        capture.run(block)
        let left = 1 - fraction
        // Read after the block: a block animation it joined (``joiningBlockAnimations(_:)``) recorded its own.
        let known = Set(records.map { ObjectIdentifier($0.animation) })
        capture.commit(into: group, delay: 0, cycleDuration: max(duration, 1e-9),
                       window: (fraction + left * delayFactor, left * (1 - delayFactor)), timing: timing,
                       options: isUserInteractionEnabled ? .allowUserInteraction : [])
        for (view, animations) in group.entries {
            for animation in animations where !known.contains(ObjectIdentifier(animation)) {
                let end = animation.property.modelValue(of: view)
                records.append(Record(view: view, animation: animation, start: end + animation.delta, end: end))
                if blend != nil { blend?.remaining[ObjectIdentifier(animation)] = animation.remaining }
            }
        }
    }

    /// Starts a blend from the values drawn now to the end the animator is heading for.
    private func beginBlend() {
        var remaining: [ObjectIdentifier: Double] = [:]
        for record in records { remaining[ObjectIdentifier(record.animation)] = record.animation.remaining }
        blend = (fraction, remaining)
        isScrubbedOffCurve = false
    }

    /// Moves every animation to ``fraction``.
    private func show() {
        let target: Double = isReversed ? 0 : 1
        let linear = isScrubbedOffCurve && !isRunning
        group.update { animation in
            if let blend, let from = blend.remaining[ObjectIdentifier(animation)], !linear {
                let span = target - blend.fraction
                let progress = timing.progress(at: abs(span) > 1e-9 ? (fraction - blend.fraction) / span : 1)
                animation.show(blendingFrom: from, to: 1 - target, progress: progress)
            } else {
                animation.show(position: fraction, linearly: linear)
            }
            return false
        }
    }

    private func resumeClock(after delay: TimeInterval = 0) {
        if let token { scheduler?.cancel(token) }
        let scheduler = records.first?.view.owningRuntime.scheduler ?? Scheduler.main
        self.scheduler = scheduler
        clock = (scheduler.now + delay, fraction)
        scheduleTick(on: scheduler)
    }

    private func stopClock() {
        isRunning = false
        if let token { scheduler?.cancel(token) }
        token = nil
    }

    private func scheduleTick(on scheduler: Scheduler) {
        token = scheduler.schedule(after: TransitionAnimator.stepInterval) { [self, weak scheduler] in
            token = nil
            guard let scheduler else { return }
            tick(now: scheduler.now)
            if isRunning { scheduleTick(on: scheduler) }
        }
    }

    private func tick(now: TimeInterval) {
        let elapsed = max(now - clock.time, 0)
        let step = runDuration > 0 ? elapsed / runDuration : (now >= clock.time ? .infinity : 0)
        fraction = min(max(clock.fraction + (isReversed ? -step : step), 0), 1)
        // Frame times are sums of 1/60 s: within a hair of its end counts as there, as for block animations.
        let atEnd = isReversed ? fraction <= 1e-9 : fraction >= 1 - 1e-9
        if atEnd { fraction = isReversed ? 0 : 1 }
        show()
        guard atEnd else { return }
        if pausesOnCompletion {
            stopClock()
        } else {
            // Run back to the start: the start values become the model's again, once the animations
            // are off the views (so nothing is drawn offset from the new model on the way).
            let restored = isReversed ? liveRecords : []
            group.update { _ in true }
            for record in restored { record.animation.property.setModelValue(record.start, of: record.view) }
            complete(at: isReversed ? .start : .end)
        }
    }

    /// Ends: the animations leave their views, the animator is inactive and the completions run.
    private func complete(at position: UIViewAnimatingPosition) {
        stopClock()
        group.update { _ in true }
        reset()
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }

    private func reset() {
        state = .inactive
        records = []
        blend = nil
        runDuration = timingParameters?.springTimingParameters?.settlingDuration ?? duration
        group = AnimationGroup(completion: nil)
    }
}
