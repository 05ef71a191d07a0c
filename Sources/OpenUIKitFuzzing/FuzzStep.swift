import Foundation
import OpenUIKit

/// One step of a fuzz run: raw pointer input, time passing, a change to the scene, or a settle point
/// where every pointer is lifted and the quiet-state invariants are checked.
public enum FuzzStep: Sendable, CustomStringConvertible {
    /// Pointer input sent through `UIApplication.shared.handle`.
    case input(PointerInput)
    /// Virtual time moves forward (timers run).
    case advance(TimeInterval)
    /// The scene changes while touches may be down.
    case mutation(SceneMutation)
    /// Every pointer the run used is ended, time passes until recognizers decide, and the scene must be
    /// quiet: no control tracking or highlighted, every recognizer possible, no touch session open.
    case settle

    /// The step as one line, for the trace printed next to a failing run's replay.
    public var description: String {
        switch self {
        case .input(let input):
            let time = input.timestamp.map { " t=\($0)" } ?? ""
            return "input(id: \(input.id), \(input.phase), at: (\(input.location.x), \(input.location.y))\(time))"
        case .advance(let seconds):
            return "advance(\(seconds))"
        case .mutation(let mutation):
            return "mutation(\(mutation))"
        case .settle:
            return "settle"
        }
    }
}
