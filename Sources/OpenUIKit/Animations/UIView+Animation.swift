import Foundation

/// Block-based view animation, as UIKit's `UIView.animate…` class methods.
///
/// As in UIKit, the block changes model values at once (getters and hit testing see them the moment
/// it returns); each change of an animatable property — `frame`, `bounds`, `center`, `alpha`,
/// `backgroundColor`, including the frames a `layoutIfNeeded()` inside the block sets — becomes an
/// animation of what is drawn, stepped once per display frame on the views' scheduler, so tests move
/// it with `advance(by:)`.
///
/// Behaviour decisions, following UIKit since iOS 8 (WWDC 2014, "Building Interruptible and
/// Responsive Interactions"):
/// - a new animation of a property already animating is additive: the running one goes on to its
///   end (its completion says finished), and the view moves smoothly to the new value; with
///   `.beginFromCurrentState` the running one is cut (its completion says not finished) and the new
///   one starts from the value drawn now;
/// - a view that leaves its window loses its animations at the next frame (Core Animation removes a
///   layer's animations when it leaves the render tree): the completion says not finished;
/// - a duration that is zero, negative, NaN or infinite animates nothing; the completion runs on the
///   scheduler's next turn with true, as UIKit runs it "at the beginning of the next run loop cycle";
///   a negative or non-finite delay is no delay;
/// - changes of views not in a window apply without animation (nothing is drawn to animate).
/// Nested blocks do not inherit the outer block's duration and curve: each runs with its own. Blocks
/// started by an interactive transition's `animateTransition(using:)` join the property animator the
/// interaction drives (`UIViewPropertyAnimator.joiningBlockAnimations(_:)`).
extension UIView {
    /// Whether animation blocks animate, as UIKit's `areAnimationsEnabled`; true by default. It belongs
    /// to the current app (``AppRuntime/current``): UIKit's process holds one app, a test process many.
    public class var areAnimationsEnabled: Bool { AppRuntime.current.viewAnimationsEnabled }

    /// Turns the current app's animation blocks on or off, as UIKit's `setAnimationsEnabled(_:)`: while
    /// off, their changes apply at once and their completions run on the next turn with true.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AppRuntime.current.viewAnimationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with no animation, even inside an animation block, as UIKit: its
    /// changes apply at once, ``areAnimationsEnabled`` reads false while it runs (UIKit turns animations
    /// off for the block), and the app's setting is as before afterwards.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let runtime = AppRuntime.current
        let outer = AnimationCapture.current
        let enabled = runtime.viewAnimationsEnabled
        AnimationCapture.current = nil
        runtime.viewAnimationsEnabled = false
        defer {
            runtime.viewAnimationsEnabled = enabled
            AnimationCapture.current = outer
        }
        actionsWithoutAnimation()
    }

    /// Animates the changes `animations` makes, after `delay`, over `duration`, with `options`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimations(duration: duration, delay: delay, options: options, timing: options.curve.timing,
                      animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes along a spring: `dampingRatio` 1 settles without
    /// overshoot, smaller values oscillate; `velocity` is the initial speed, 1 being the whole distance
    /// in one second. The spring settles at the end of `duration`; the options' curve is ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming.spring(damping: Double(dampingRatio), velocity: Double(velocity),
                                            duration: duration.isFinite ? duration : 0)
        runAnimations(duration: duration, delay: delay, options: options, timing: timing,
                      animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes along a spring described as iOS 17 describes it: it
    /// takes about `duration` seconds to look settled and overshoots by `bounce` (0: not at all, up to
    /// 1). The spring is Core Animation's (``CASpringAnimation/init(perceptualDuration:bounce:)``, SwiftUI's
    /// `Spring(duration:bounce:)` mapping); it runs until it comes to rest, its settling duration, with
    /// damping ratio 1 − `bounce` (a negative bounce, overdamped in UIKit, is critically damped here).
    /// A duration that is not positive and finite animates nothing, as the other forms.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        guard duration > 0, duration.isFinite else {
            return animate(withDuration: 0, delay: delay, options: options, animations: animations, completion: completion)
        }
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        let dampingRatio = bounce.isFinite ? min(max(1 - bounce, 0), 1) : 1
        animate(withDuration: spring.settlingDuration, delay: delay, usingSpringWithDamping: dampingRatio,
                initialSpringVelocity: initialSpringVelocity, options: options, animations: animations,
                completion: completion)
    }

    /// Animates the keyframes `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``, each over its share of
    /// `duration`; changes made in `animations` itself animate over the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let options = options.animationOptions
        runAnimations(duration: duration, delay: delay, options: options, timing: AnimationCurve.linear.timing,
                      animations: animations, completion: completion) { capture, group, delay, duration in
            capture.keyframeTarget = AnimationCapture.KeyframeTarget(group: group, delay: delay, duration: duration,
                                                                     options: options)
        }
    }

    /// Adds a keyframe to the keyframe animation whose block is running: the changes `animations`
    /// makes animate linearly from `frameStartTime` for `frameDuration`, both fractions (0…1, clamped)
    /// of the whole. Called anywhere else, the changes apply without animation (UIKit documents it only
    /// inside `animateKeyframes`).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let target = AnimationCapture.current?.keyframeTarget else { return performWithoutAnimation(animations) }
        func fraction(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        let start = fraction(frameStartTime)
        let capture = AnimationCapture()
        capture.run(animations)
        if target.options.contains(.layoutSubviews) { capture.layOutChangedViews() }
        capture.commit(into: target.group, delay: target.delay, cycleDuration: target.duration,
                       window: (start, min(fraction(frameDuration), 1 - start)),
                       timing: AnimationCurve.linear.timing, options: target.options)
    }

    /// Changes `view` with `animations` in one transition, as UIKit's `transition(with:duration:options:
    /// animations:completion:)`: with `.transitionCrossDissolve` its old appearance (its whole subtree, as
    /// drawn before the block) fades out over `duration` while the new one fades in; the block's changes
    /// apply at once, as the transition animates the view's appearance, not its properties. The flips
    /// and curls need the 3D layer tree: until then they change the view at once (completion on the next
    /// turn, finished true), as do a transition of a view outside a window and a bad duration.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let group = AnimationGroup(completion: completion)
        let dissolves = options.transition == AnimationOptions.transitionCrossDissolve.transition
            && view.owningRuntime.viewAnimationsEnabled && duration > 0 && duration.isFinite && view.window != nil
        let snapshot = dissolves ? (view.renderDisplayList().commands, view.renderedExtent) : nil
        performWithoutAnimation { animations?() }
        if let snapshot {
            let dissolve = PropertyAnimation(property: .crossDissolve, delta: SIMD4(1, 0, 0, 0), delay: 0,
                                             cycleDuration: duration, window: (0, 1), timing: options.curve.timing,
                                             options: options.subtracting([.repeat, .autoreverse]), group: group)
            dissolve.snapshot = snapshot
            group.add(dissolve, to: view)
        }
        group.start()
    }

    /// Runs an animation block and starts what it changed; `prepare` readies the capture (keyframes).
    private static func runAnimations(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                      timing: AnimationTiming, animations: () -> Void,
                                      completion: ((Bool) -> Void)?,
                                      prepare: (AnimationCapture, AnimationGroup, TimeInterval, TimeInterval) -> Void
                                          = { _, _, _, _ in }) {
        if let animator = UIViewPropertyAnimator.joined {
            return animator.join(animations, completion: completion)
        }
        let group = AnimationGroup(completion: completion)
        let animates = areAnimationsEnabled && duration > 0 && duration.isFinite
        guard animates else {
            performWithoutAnimation(animations)
            return group.start()
        }
        let delay = delay > 0 && delay.isFinite ? delay : 0
        let capture = AnimationCapture()
        prepare(capture, group, delay, duration)
        capture.run(animations)
        if options.contains(.layoutSubviews) { capture.layOutChangedViews() }
        capture.commit(into: group, delay: delay, cycleDuration: duration, window: (0, 1), timing: timing,
                       options: options)
        group.start()
    }
}
