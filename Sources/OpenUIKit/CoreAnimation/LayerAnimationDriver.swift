import Foundation

/// Steps every layer with explicit animations once per display frame (1/60 s of scheduler time) on
/// one scheduler — one scheduled step per frame for all of them, so a frame allocates nothing per
/// running animation. Each step brings each layer's presentation to the scheduler's time
/// (``CALayer/stepAnimations(at:)``); a layer whose animations all left or ended is dropped — an
/// ended one kept with a forwards fill shows its end value, which no frame changes — and with none
/// left the driver stops scheduling and forgets itself, so the window host falls idle.
@MainActor
final class LayerAnimationDriver {
    /// The driver of each scheduler that has animated layers.
    private static var drivers: [ObjectIdentifier: LayerAnimationDriver] = [:]

    private weak var scheduler: Scheduler?
    private let schedulerID: ObjectIdentifier
    /// The animated layers, held weakly: a layer the app lets go stops animating with it.
    private var layers: [WeakLayer] = []
    private var isScheduled = false

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    private init(scheduler: Scheduler) {
        self.scheduler = scheduler
        schedulerID = ObjectIdentifier(scheduler)
    }

    /// Steps `layer` on `scheduler` from the next frame on, until its animations are gone.
    static func run(_ layer: CALayer, on scheduler: Scheduler) {
        let id = ObjectIdentifier(scheduler)
        // A driver whose scheduler is gone (its identifier reused) is replaced.
        let driver = drivers[id].flatMap { $0.scheduler === scheduler ? $0 : nil } ?? LayerAnimationDriver(scheduler: scheduler)
        drivers[id] = driver
        if !driver.layers.contains(where: { $0.layer === layer }) { driver.layers.append(WeakLayer(layer: layer)) }
        driver.scheduleStep()
    }

    private func scheduleStep() {
        guard !isScheduled, let scheduler else { return }
        isScheduled = true
        _ = scheduler.schedule(after: TransitionAnimator.stepInterval) { [self] in
            isScheduled = false
            step()
        }
    }

    private func step() {
        guard let scheduler else { return Self.drivers[schedulerID] = nil }
        let now = scheduler.now
        // By index: a delegate called from a step may add layers, which the next frame steps.
        var index = 0
        while index < layers.count {
            layers[index].layer?.stepAnimations(at: now)
            index += 1
        }
        layers.removeAll { $0.layer?.animationState?.isSettled ?? true }
        if layers.isEmpty {
            Self.drivers[schedulerID] = nil
        } else {
            scheduleStep()
        }
    }
}
