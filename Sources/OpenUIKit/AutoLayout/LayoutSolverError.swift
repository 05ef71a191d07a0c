/// Why a ``LayoutSolver`` refused a change. The solver is left exactly as it was before the call.
enum LayoutSolverError: Error, Equatable, Sendable {
    /// The required constraint cannot hold together with the required constraints already in the
    /// system (UIKit's "Unable to simultaneously satisfy constraints").
    case unsatisfiable
    /// The handle names no constraint or edit variable of this solver (already removed).
    case unknownConstraint
    /// The simplex exceeded its pivot budget (numerically degenerate input); the change was undone
    /// rather than letting a layout pass hang.
    case iterationLimit
}
