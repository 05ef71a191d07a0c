/// One unknown of a ``LayoutSolver`` system: a view's minX, width, a guide's top…
///
/// A plain number the solver hands out (``LayoutSolver/makeVariable()``); its value is read back
/// from the solver that made it (``LayoutSolver/value(of:)``). Being a value, not an object, keeps
/// the solver's tables free of reference counting.
struct LayoutVariable: Hashable, Sendable {
    let id: Int
}
