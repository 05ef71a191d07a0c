import Foundation

/// One open level of ``CATransaction``: its settings, its completion block, and how many animations
/// added while it was open still run — the completion runs once the level is committed and that
/// count is 0, as Core Animation runs it "after all animations subsequently added by this
/// transaction group have completed (or been removed)".
@MainActor
final class CATransactionState {
    var animationDuration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completion: (() -> Void)?
    /// Whether the transaction was opened by a property change or a setting outside ``CATransaction/begin()``,
    /// to be committed on the scheduler's next turn.
    let isImplicit: Bool
    private var running = 0
    private var committed = false

    init(isImplicit: Bool) {
        self.isImplicit = isImplicit
    }

    /// An animation added while this level was open began.
    func animationDidBegin() {
        running += 1
    }

    /// One of its animations stopped (finished or removed).
    func animationDidEnd() {
        running -= 1
        completeIfDone()
    }

    /// The level was committed.
    func commit() {
        committed = true
        completeIfDone()
    }

    private func completeIfDone() {
        guard committed, running <= 0, let completion else { return }
        self.completion = nil
        completion()
    }
}
