/// Names a constraint (or an edit variable's constraint) inside one ``LayoutSolver``, for removing it
/// or changing its constant later.
struct LayoutConstraintHandle: Hashable, Sendable {
    let id: Int
}
