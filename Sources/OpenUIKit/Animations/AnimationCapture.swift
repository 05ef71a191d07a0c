import Foundation

/// The changes made to animatable properties while an animation block runs: for each view and
/// property, its model value and drawn value before the first change. After the block,
/// ``commit(into:delay:cycleDuration:window:timing:options:)`` turns each into an animation from
/// there to the new model value. The view setters report to ``current``, the capture of the block
/// running now (nil outside blocks, and inside `performWithoutAnimation`).
@MainActor
final class AnimationCapture {
    /// The capture of the animation block running now.
    static var current: AnimationCapture?

    private struct Change {
        let view: UIView
        let property: AnimatedProperty
        let oldModel: SIMD4<Double>
        let oldPresented: SIMD4<Double>
    }

    /// Where keyframes added inside this block go (set for `animateKeyframes`' block).
    struct KeyframeTarget {
        let group: AnimationGroup
        let delay: TimeInterval
        let duration: TimeInterval
        let options: UIView.AnimationOptions
    }

    var keyframeTarget: KeyframeTarget?

    private var changes: [Change] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatedProperty
    }

    /// `view`'s `property` is about to change: remembers its values unless already changed in this block.
    func record(_ view: UIView, _ property: AnimatedProperty) {
        guard seen.insert(Key(view: ObjectIdentifier(view), property: property)).inserted else { return }
        let model = property.modelValue(of: view)
        changes.append(Change(view: view, property: property, oldModel: model,
                              oldPresented: view.presentedValue(of: property, model: model)))
    }

    /// Runs `body` with this capture current (restoring the one before after it).
    func run(_ body: () -> Void) {
        let outer = AnimationCapture.current
        AnimationCapture.current = self
        body()
        AnimationCapture.current = outer
    }

    /// Lays out the views whose bounds changed (and those their layout changes, in turn) inside this
    /// capture, as `.layoutSubviews` asks.
    func layOutChangedViews() {
        run {
            var index = 0
            while index < changes.count {
                let change = changes[index]
                if change.property == .bounds { change.view.layoutIfNeeded() }
                index += 1
            }
        }
    }

    /// Adds to `group` an animation for each change that left a different model value, for views in a
    /// window (others draw nothing to animate). Additive: from the old model value, on top of the
    /// animations already running; with `.beginFromCurrentState`, those are cut and it starts from the
    /// value drawn now.
    func commit(into group: AnimationGroup, delay: TimeInterval, cycleDuration: TimeInterval,
                window: (start: Double, length: Double), timing: AnimationTiming, options: UIView.AnimationOptions) {
        let fromCurrentState = options.contains(.beginFromCurrentState)
        for change in changes where change.view.window != nil {
            let model = change.property.modelValue(of: change.view)
            if fromCurrentState { change.view.cutRunningAnimations(of: change.property) }
            let delta = change.property.delta(from: fromCurrentState ? change.oldPresented : change.oldModel, to: model)
            guard delta != .zero else { continue }
            group.add(PropertyAnimation(property: change.property, delta: delta, delay: delay,
                                        cycleDuration: cycleDuration, window: window, timing: timing,
                                        options: options, group: group),
                      to: change.view)
        }
        changes = []
        seen = []
    }
}
