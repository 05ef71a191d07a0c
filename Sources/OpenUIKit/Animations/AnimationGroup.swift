import Foundation

/// The animations one `UIView.animate…` call started, stepped together once per display frame (1/60 s
/// of scheduler time) on the scheduler of the views' runtime, and its completion.
///
/// Each step moves every animation, damaging the area a view was drawn in before and after, as one
/// (``UIView/presentationWillStep(_:)``, ``UIView/presentationDidStep(contentChanged:ownExtentChanged:from:animations:)``). The
/// completion runs once, when the last animation ended, with `finished` false if any was cut short:
/// replaced by a `.beginFromCurrentState` animation of the same property, or its view left its window
/// (Core Animation removes a layer's animations when it leaves the render tree). With no animation
/// at all (nothing changed, animations disabled, views outside a window) it runs on the scheduler's
/// next turn with true, as UIKit calls it "at the beginning of the next run loop cycle".
///
/// Held only by its pending step (and its animations by the views' side storage): when the last one
/// ends, nothing of it remains.
@MainActor
final class AnimationGroup {
    /// The views it animates and their animations still running.
    private(set) var entries: [(view: UIView, animations: [PropertyAnimation])] = []
    /// Where each view's entry is in ``entries``: one block animating a thousand views must not
    /// search the list for each of them (that made starting the animation quadratic).
    private var entryIndex: [ObjectIdentifier: Int] = [:]
    private var completion: ((Bool) -> Void)?
    private var finished = true
    private var startTime: TimeInterval = 0
    private weak var scheduler: Scheduler?
    private var token: Scheduler.Token?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Adds `animation` of `view`, which starts drawing from its start value at once.
    func add(_ animation: PropertyAnimation, to view: UIView) {
        if let index = entryIndex[ObjectIdentifier(view)] {
            entries[index].animations.append(animation)
        } else {
            entryIndex[ObjectIdentifier(view)] = entries.count
            entries.append((view, [animation]))
        }
        view.presentationWillChange()
        view.addRunningAnimation(animation)
        if animation.step(to: 0) { animation.end() }
        view.presentationDidChange(contentChanged: animation.property.changesContent)
    }

    /// Takes `animation` out before its end: the completion will say it did not finish.
    func cut(_ animation: PropertyAnimation, of view: UIView) {
        finished = false
        guard let index = entryIndex[ObjectIdentifier(view)] else { return }
        entries[index].animations.removeAll { $0 === animation }
    }

    /// Starts the steps on `scheduler`; with nothing to animate, schedules the completion only.
    func start() {
        // The clock of the views it moves (their window's runtime), as ``TransitionAnimator``.
        let scheduler = entries.first?.view.owningRuntime.scheduler ?? Scheduler.main
        self.scheduler = scheduler
        startTime = scheduler.now
        if entries.isEmpty {
            _ = scheduler.schedule(after: 0) { [self] in complete() }
        } else {
            scheduleStep(on: scheduler)
        }
    }

    private func scheduleStep(on scheduler: Scheduler) {
        token = scheduler.schedule(after: TransitionAnimator.stepInterval) { [self, weak scheduler] in
            token = nil
            guard let scheduler else { return }
            step(to: scheduler.now - startTime)
            if entries.contains(where: { !$0.animations.isEmpty }) {
                scheduleStep(on: scheduler)
            } else {
                entries = []
                entryIndex = [:]
                complete()
            }
        }
    }

    /// Steps every running animation (``update(_:)``).
    private func step(to elapsed: TimeInterval) {
        update { $0.step(to: elapsed) }
    }

    /// Moves every animation with `move`, which answers whether it ended; ended ones, and those of
    /// views that left their window, are removed from their views. A ``UIViewPropertyAnimator``
    /// drives its group through this instead of ``start()``. Allocation-free while none ends (a frame
    /// of a thousand moving views must not make a thousand arrays): the animations are read in place,
    /// and a view's list is filtered in place only on a frame where one of them ended.
    func update(_ move: (PropertyAnimation) -> Bool) {
        for index in entries.indices where !entries[index].animations.isEmpty {
            let view = entries[index].view
            // Not `view.window == nil`: its instance cast retains the window (by the slow path of its
            // side table) for every moving view in every step.
            let leftWindow = !view.isInWindow
            if leftWindow { finished = false }
            // One look-up of the view's animations for the areas before and after the step.
            let running = view.runningAnimations
            let drawnBefore = view.presentationWillStep(running)
            var contentChanged = false
            var boundsChanged = false
            var anyEnded = false
            for animation in entries[index].animations {
                if animation.property.changesContent { contentChanged = true }
                if animation.property == .bounds { boundsChanged = true }
                if leftWindow || move(animation) {
                    animation.end()
                    view.removeRunningAnimation(animation)
                    anyEnded = true
                }
            }
            if anyEnded { entries[index].animations.removeAll(where: \.hasEnded) }
            // The view's own extent covers its presented bounds, and while an animation runs what it
            // adds (a cross-dissolve's old appearance): only a bounds step or an ended animation moves it.
            view.presentationDidStep(contentChanged: contentChanged, ownExtentChanged: boundsChanged || anyEnded,
                                     from: drawnBefore, animations: anyEnded ? nil : running)
        }
    }

    private func complete() {
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }
}
