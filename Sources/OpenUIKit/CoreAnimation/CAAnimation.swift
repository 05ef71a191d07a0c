import Foundation

/// An animation a layer runs (``CALayer/add(_:forKey:)``), as Core Animation's abstract
/// `CAAnimation`: its timing (``CAMediaTiming``), its curve, its delegate, and whether it leaves the
/// layer when it ends. Its subclasses say what it changes (``CABasicAnimation``).
///
/// Adding an animation copies it, as Core Animation does: later changes to the object an app keeps
/// do not touch the running one (``CALayer/animation(forKey:)`` answers the copy).
@MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// When the animation begins, in the layer's time (``CACurrentMediaTime()``); 0 (the default)
    /// begins it when it is added, and the added copy keeps that time.
    open var beginTime: CFTimeInterval = 0
    /// How long one pass lasts, in seconds; 0 (the default) means 0.25 s, as Core Animation's.
    open var duration: CFTimeInterval = 0
    /// How fast local time runs: 1 by default; 0 stands still (with ``timeOffset`` choosing the frame).
    open var speed: Float = 1
    /// An offset added to local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes run; 0 (the default) means one, `.infinity` forever.
    open var repeatCount: Float = 0
    /// How long the animation repeats, in seconds, when set (> 0) instead of ``repeatCount``.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass plays forwards, then backwards.
    open var autoreverses = false
    /// What shows outside the active time: nothing (``CAMediaTimingFillMode/removed``) by default.
    open var fillMode = CAMediaTimingFillMode.removed
    /// The pace of each pass; nil (the default) is linear, as Core Animation documents.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Apple documents ("the delegate
    /// object is retained by the receiver"), so a delegate made only for the animation lives as long.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when its active time ends (true by default); false keeps
    /// it, showing its end value with a ``CAMediaTimingFillMode/forwards`` fill mode.
    open var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// A new animation object, as Core Animation's `CAAnimation.animation()`.
    open class func animation() -> Self {
        Self()
    }

    /// The animation's default value for `key`, as Core Animation's `defaultValue(forKey:)`: nil
    /// for every key (the properties' initial values are their defaults).
    open class func defaultValue(forKey key: String) -> Any? {
        nil
    }

    /// Whether the value for `key` is archived; there are no archives (see the README): false.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        false
    }

    /// Adds the animation to `anObject` (a layer) for `event`, as Core Animation runs an animation
    /// that is a layer's action: how an implicit animation starts.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// A copy with the same settings, which is what a layer runs.
    func runningCopy() -> CAAnimation {
        let copy = Swift.type(of: self).init()
        copy.takeSettings(of: self)
        return copy
    }

    /// Copies `other`'s settings; a subclass adds its own after calling it.
    func takeSettings(of other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// Where the animation stands at `time` in its parent's time (the layer's, or its group's), as
    /// Core Animation's timing model (see ``CAMediaTiming``): the time into the current pass (0…one
    /// pass, running backwards in a reversing half) and its progress (0…1, after
    /// ``progress(atPassTime:of:)``) and the pass's index — `progress` nil while it has no effect
    /// (before it begins without a backwards fill, after it ends without a forwards fill); `ended`
    /// once the active time is over.
    func state(at time: CFTimeInterval) -> (progress: Double?, passTime: Double, iteration: Int, ended: Bool) {
        let pass = duration > 0 ? duration : 0.25
        let cycle = autoreverses ? 2 * pass : pass
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        let active = repeatDuration > 0 ? repeatDuration : count * cycle
        var local = (time - beginTime) * Double(speed) + timeOffset
        let ended = local >= active
        if local < 0 {
            guard fillMode.fillsBackwards else { return (nil, 0, 0, false) }
            local = 0
        }
        if ended {
            guard fillMode.fillsForwards else { return (nil, 0, 0, true) }
            local = active
        }
        var iteration = (local / cycle).rounded(.down)
        var within = local - iteration * cycle
        // At the very end of a pass, show its end, not the start of the next.
        if ended, within == 0, iteration > 0 {
            iteration -= 1
            within = cycle
        }
        let passTime = min(max(within > pass ? cycle - within : within, 0), pass)
        return (progress(atPassTime: passTime, of: pass), passTime, Int(min(iteration, Double(Int.max / 2))), ended)
    }

    /// The progress at `time` seconds into a pass of `pass` seconds: the ``timingFunction`` at that
    /// fraction (linear without one). A spring (``CASpringAnimation``) follows its physics instead.
    func progress(atPassTime time: Double, of pass: Double) -> Double {
        let fraction = time / pass
        return timingFunction?.progress(at: fraction) ?? fraction
    }

    /// Writes the animation's values for `time` (its parent's time) into `layer`, a presentation
    /// copy: nothing for an animation that animates no property.
    func present(into layer: CALayer, at time: CFTimeInterval) {}

    /// Whether the animation moves the property at `path`: none for an animation of no property.
    func animates(_ path: AnimatedKeyPath) -> Bool { false }
}
