import Foundation

/// Whether code runs on the main queue — the main actor's executor — asked without trapping.
///
/// `Thread.isMainThread` alone does not tell: a process that parks its main thread in `dispatch_main()`
/// (Swift Testing's runner on Linux does) serves the main queue from a worker thread. So the main
/// queue carries a queue-specific mark, which `DispatchQueue.getSpecific` finds on whichever thread
/// runs it.
enum MainQueue {
    /// True on the main thread or inside work the main queue runs.
    nonisolated static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }

    /// The mark, set on the main queue the first time anyone asks.
    private nonisolated static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
