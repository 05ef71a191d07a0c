import Foundation

/// Explicit animations, as Core Animation runs them: ``add(_:forKey:)`` adds a copy that moves the
/// layer's presentation — what is drawn — while its model values (what the properties answer, what
/// hit testing uses) stay as set. Every frame (1/60 s on the runtime's scheduler,
/// ``LayerAnimationDriver``) the presentation is brought to the current time and the area the layer
/// drew before and after is damaged through the one invalidation path (`CALayer+Invalidation.swift`).
///
/// The delegate (``CAAnimation/delegate``) hears `animationDidStart` at the first frame at or after
/// the animation's `beginTime`, and `animationDidStop(_:finished:)` when its active time ends
/// (`finished` true) or when it is removed before (`false`: ``removeAnimation(forKey:)``,
/// ``removeAllAnimations()``, or another animation added for its key).
///
/// On a view's own layer they run as on a standalone layer: the view is drawn with the layer's
/// presentation values — position, bounds, opacity, transform, background, and the corners, border
/// and shadow the layer draws — while its model values (`center`, `alpha`, `transform`…) stay as
/// set, as UIKit draws a view through its layer's presentation layer (`UIView+Presentation.swift`).
/// The presentation starts from what `UIView.animate` draws, so both kinds of animation combine.
extension CALayer {
    /// Adds a copy of `anim` under `key` (nil: no key), replacing the animation that has that key;
    /// a `beginTime` of 0 becomes the current time, as Core Animation sets it when it commits.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let property = anim as? CAPropertyAnimation, property.animatedKeyPath == nil {
            Diagnostics.warn("layer.unanimatableKeyPath", "OpenUIKit does not animate the key path "
                             + "\(property.keyPath ?? "nil"); the animation runs its time but moves nothing.")
        }
        if let key { removeAnimation(forKey: key) }
        let scheduler = animationScheduler
        let copy = anim.runningCopy()
        if copy.beginTime == 0 { copy.beginTime = scheduler.now }
        if let transition = copy as? CATransition, let owningView, owningView.window != nil {
            transition.snapshot = (owningView.renderDisplayList().commands, owningView.renderedExtent, owningView.bounds.size)
        }
        presentationWillChange()
        let state = animationState ?? LayerAnimations(presenting: self)
        animationState = state
        owningView?.layerAnimationsDidStart()
        let transactions = CATransaction.openLevels
        for level in transactions { level.animationDidBegin() }
        state.entries.append(LayerAnimations.Entry(key: key, animation: copy, transactions: transactions))
        state.present(self, at: scheduler.now)
        presentationDidChange()
        LayerAnimationDriver.run(self, on: scheduler)
    }

    /// The running animation added for `key` (the copy ``add(_:forKey:)`` made), or nil.
    public func animation(forKey key: String) -> CAAnimation? {
        animationState?.entries.last { $0.key == key }?.animation
    }

    /// Removes the animation added for `key`; its delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        removeAnimations { $0.key == key }
    }

    /// Removes every animation; their delegates hear them stop unfinished.
    public func removeAllAnimations() {
        removeAnimations { _ in true }
    }

    /// The keys of the running animations, in the order they were added; nil when there are none,
    /// as Core Animation answers.
    public func animationKeys() -> [String]? {
        let keys = animationState?.entries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer as it is drawn now: its properties with the running animations' values
    /// at the current time, as Core Animation's `presentation()`. Its ``model()`` is this layer.
    /// Without animations the copy holds the model values. A view's layer answers its view's
    /// presented position, bounds, opacity, background and transform while `UIView.animate` moves
    /// them (`UIView+Presentation.swift`).
    public func presentation() -> Self? {
        if modelLayer != nil { return self }
        let copy: CALayer
        if let animationState {
            animationState.present(self, at: animationScheduler.now)
            copy = animationState.presentation.propertiesCopy()
        } else {
            copy = propertiesCopy()
            owningView?.writeViewPresentation(into: copy)
        }
        copy.modelLayer = self
        return copy as? Self
    }

    /// The layer a ``presentation()`` copy presents; a layer that is not one answers itself.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The layer whose values are drawn in this one's place: the presentation while animations run.
    var drawnLayer: CALayer {
        animationState?.presentation ?? self
    }

    /// The clock the layer's animations run on: the runtime of the view it is drawn in, else the
    /// current runtime's.
    var animationScheduler: Scheduler {
        placementInHost()?.0.owningRuntime.scheduler ?? Scheduler.main
    }

    /// One frame: brings the presentation to `time`, damaging the drawn area before and after;
    /// drops the animations whose active time ended (unless kept), then tells the delegates.
    func stepAnimations(at time: CFTimeInterval) {
        guard let state = animationState else { return }
        presentationWillChange()
        var events: [(entry: LayerAnimations.Entry, started: Bool, finished: Bool)] = []
        for index in state.entries.indices.reversed() {
            let entry = state.entries[index]
            let animation = entry.animation
            let ended = animation.state(at: time).ended
            if !entry.started, time >= animation.beginTime || ended {
                state.entries[index].started = true
                events.append((entry, true, false))
            }
            if ended, !entry.stopped {
                state.entries[index].stopped = true
                events.append((entry, false, true))
                if animation.isRemovedOnCompletion { state.entries.remove(at: index) }
            }
        }
        if state.entries.isEmpty { endAnimations() } else { state.present(self, at: time) }
        presentationDidChange()
        // Added back to front, told front to back: starts before stops, in the order added.
        for event in events.reversed() where event.started {
            event.entry.animation.delegate?.animationDidStart(event.entry.animation)
        }
        for event in events.reversed() where event.finished {
            event.entry.animation.delegate?.animationDidStop(event.entry.animation, finished: true)
            for level in event.entry.transactions { level.animationDidEnd() }
        }
    }

    /// Removes the animations `matches` picks, damaging the change; their delegates hear them stop
    /// unfinished unless they already stopped.
    private func removeAnimations(where matches: (LayerAnimations.Entry) -> Bool) {
        guard let state = animationState, state.entries.contains(where: matches) else { return }
        presentationWillChange()
        let removed = state.entries.filter(matches)
        state.entries.removeAll(where: matches)
        if state.entries.isEmpty { endAnimations() } else { state.present(self, at: animationScheduler.now) }
        presentationDidChange()
        for entry in removed where !entry.stopped {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
            for level in entry.transactions { level.animationDidEnd() }
        }
    }

    /// Forgets the animation state once the last animation left; a view's layer tells its view,
    /// which draws its model values again.
    private func endAnimations() {
        animationState = nil
        owningView?.layerAnimationsDidEnd()
    }

    /// What the layer draws is about to move with its animations: a view's layer damages where its
    /// view is drawn (its presented area), a standalone layer its drawn extent.
    private func presentationWillChange() {
        if let owningView { return owningView.presentationWillChange() }
        appearanceWillChange()
    }

    /// What the layer draws moved with its animations: a view's layer records its view's content
    /// again (it holds the presented background, corners, border and shadow) and damages its
    /// presented area; a standalone layer its drawn extent.
    private func presentationDidChange() {
        if let owningView { return owningView.presentationDidChange(contentChanged: true) }
        appearanceDidChange()
    }
}
