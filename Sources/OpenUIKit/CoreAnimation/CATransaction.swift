import Foundation

/// Groups layer changes and sets how the implicit animations they start run, as Core Animation's
/// `CATransaction`: ``begin()``/``commit()`` pairs nest; the innermost setting applies (outer ones
/// when it has none); a change to a layer outside any transaction opens an implicit one, committed
/// on the scheduler's next turn, as Core Animation commits at the end of the run-loop turn.
///
/// The transactions belong to the runtime (its scheduler), as Core Animation's are per thread: one
/// test host's open transaction never reaches another's.
@MainActor
open class CATransaction: NSObject {
    /// The open levels of each scheduler, outermost first. The scheduler is held weakly: a test host
    /// that ends with an implicit transaction still open is released all the same.
    private static var stacks: [ObjectIdentifier: (scheduler: WeakScheduler, levels: [CATransactionState])] = [:]

    private struct WeakScheduler {
        weak var scheduler: Scheduler?
    }

    /// The current scheduler's open levels.
    private static var levels: [CATransactionState] {
        get {
            let scheduler = Scheduler.main
            guard let entry = stacks[ObjectIdentifier(scheduler)], entry.scheduler.scheduler === scheduler else { return [] }
            return entry.levels
        }
        set {
            let scheduler = Scheduler.main
            stacks[ObjectIdentifier(scheduler)] = newValue.isEmpty ? nil : (WeakScheduler(scheduler: scheduler), newValue)
        }
    }

    /// Opens a transaction level, nested in the current ones.
    public class func begin() {
        levels.append(CATransactionState(isImplicit: false))
    }

    /// Closes the innermost explicit level: its completion block runs once its animations are done
    /// (at once when it added none). Without an open level it does nothing, with a
    /// `transaction.unbalancedCommit` warning.
    public class func commit() {
        var open = levels
        guard let index = open.lastIndex(where: { !$0.isImplicit }) else {
            return Diagnostics.warn("transaction.unbalancedCommit", "CATransaction.commit() without a begin(); ignored.")
        }
        let level = open.remove(at: index)
        levels = open
        level.commit()
    }

    /// Commits the implicit transaction now, as Core Animation's `flush()`, rather than on the next turn.
    public class func flush() {
        var open = levels
        guard let index = open.firstIndex(where: \.isImplicit) else { return }
        let level = open.remove(at: index)
        levels = open
        level.commit()
    }

    /// The duration implicit animations take: the innermost setting, 0.25 s by default.
    public class func animationDuration() -> CFTimeInterval {
        levels.reversed().lazy.compactMap(\.animationDuration).first ?? 0.25
    }

    /// Sets ``animationDuration()`` for the current level.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        current.animationDuration = dur.isFinite && dur >= 0 ? dur : nil
    }

    /// The timing function implicit animations use: the innermost setting; nil means Core Animation's
    /// default curve (``CAMediaTimingFunctionName/default``).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        levels.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets ``animationTimingFunction()`` for the current level.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether property changes start no implicit animations: the innermost setting, false by default.
    public class func disableActions() -> Bool {
        levels.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// Sets ``disableActions()`` for the current level.
    public class func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// The current level's completion block.
    public class func completionBlock() -> (() -> Void)? {
        levels.last?.completion
    }

    /// Sets the block that runs once every animation added from now in the current level has
    /// finished or been removed, after the level is committed.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion = block
    }

    /// The innermost level, opening an implicit one (committed on the scheduler's next turn) when
    /// none is open.
    static var current: CATransactionState {
        if let level = levels.last { return level }
        let level = CATransactionState(isImplicit: true)
        levels = [level]
        let scheduler = Scheduler.main
        let id = ObjectIdentifier(scheduler)
        _ = scheduler.schedule(after: 0) {
            guard let entry = stacks[id], entry.levels.contains(where: { $0 === level }) else { return }
            let remaining = entry.levels.filter { $0 !== level }
            stacks[id] = remaining.isEmpty ? nil : (entry.scheduler, remaining)
            level.commit()
        }
        return level
    }

    /// Every open level, innermost last: an animation added now counts for each of them.
    static var openLevels: [CATransactionState] {
        levels
    }
}
