import Foundation

/// An animation of one layer property named by a key path, as Core Animation's abstract
/// `CAPropertyAnimation`; ``CABasicAnimation`` says how the value moves.
///
/// The key paths OpenUIKit animates: `opacity`; `position` (`.x`, `.y`); `bounds` (`.origin`,
/// `.size`, `.size.width`, `.size.height`); `transform` and its `rotation` (`.z`), `scale` (`.x`,
/// `.y`), `translation` (`.x`, `.y`); `backgroundColor`, `borderColor`, `borderWidth`,
/// `cornerRadius`; `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`; a shape
/// layer's `strokeStart`, `strokeEnd`, `lineWidth`, `strokeColor`, `fillColor` and `path` (point by
/// point when the paths have the same elements, else jumping halfway); a gradient layer's `colors`
/// and `locations` (item by item when the arrays are as long, else jumping halfway). On a view's
/// own layer they draw the view (`CALayer+Animations.swift`). Another key path is added but moves
/// nothing, with a `layer.unanimatableKeyPath` warning.
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property the animation moves.
    open var keyPath: String?
    /// Whether the animated value is added to the model value (from, to and by are offsets), so
    /// several animations of one property sum, as Core Animation's `isAdditive`.
    open var isAdditive = false
    /// Whether each repeated pass starts where the previous one ended, as Core Animation's
    /// `isCumulative`.
    open var isCumulative = false
    /// Stored, as Core Animation's: it applies to a transform's interpolation, which OpenUIKit does
    /// by components.
    open var valueFunction: AnyObject?

    /// An animation of the property at `path`, as Core Animation's `init(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Adds the animation for `event`, as ``CAAnimation``'s; one without a ``keyPath`` animates the
    /// property `event` names, as Core Animation fills in an action's key path.
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard keyPath == nil, let keyed = runningCopy() as? CAPropertyAnimation else {
            return super.run(forKey: event, object: anObject, arguments: dict)
        }
        keyed.keyPath = event
        (anObject as? CALayer)?.add(keyed, forKey: event)
    }

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The property ``keyPath`` names, when OpenUIKit animates it.
    var animatedKeyPath: AnimatedKeyPath? {
        keyPath.flatMap(AnimatedKeyPath.init)
    }

    override func present(into layer: CALayer, at time: CFTimeInterval) {
        guard let keyPath = animatedKeyPath else { return }
        let state = state(at: time)
        guard let progress = state.progress,
              let value = value(at: progress, iteration: state.iteration, model: keyPath.value(of: layer)) else { return }
        keyPath.apply(value, to: layer)
    }

    override func animates(_ path: AnimatedKeyPath) -> Bool {
        animatedKeyPath == path
    }

    /// The value the animation gives its property at `progress` of pass `iteration`, over the model
    /// value `model`; nil when it gives none. A subclass says how it moves (``CABasicAnimation``).
    func value(at progress: Double, iteration: Int, model: AnimatedValue) -> AnimatedValue? {
        nil
    }
}
