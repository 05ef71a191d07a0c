/// Where the rows of a frame's four variables were last found in a ``LayoutSolver``'s slot table:
/// what the frame write-back keeps beside each view so that reading a solved frame is four array
/// reads, not four probes of the solver's symbol table (docs/Performance.md, "Session 15 — layout
/// speed").
///
/// Only a hint, never trusted: ``LayoutSolver/values(of:_:_:_:hints:)`` uses a slot only when the row
/// in it is still the variable's (its basic symbol has the variable's id — ids are never reused, and
/// a vacant slot's is 0), else probes and notes the new slot. A pivot that moves a row or makes a
/// variable non-basic needs no bookkeeping here: the next read finds the hint stale and corrects it.
struct LayoutRowHints {
    /// Slot indices of the left, top, width and height rows; -1 when unknown or not basic.
    var slots: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
}
