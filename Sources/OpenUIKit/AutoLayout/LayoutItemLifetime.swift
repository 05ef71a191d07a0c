/// Whether a view or layout guide is still alive, for the ``LayoutItemReference``s that name it: the
/// item holds this token strongly and marks it ended in its `deinit`; references hold it strongly too,
/// so they can ask after the item is gone.
///
/// It stands in for a `weak` reference's zeroing. A weak reference gives its object a side table for
/// the rest of the object's life, and every retain and release of an object with a side table takes
/// the runtime's slow path — for a view named by a constraint, every walk of its hierarchy (layout,
/// constraint updates, autoresizing, the frame write-back) paid it (docs/Performance.md, "Session 14
/// — layout speed").
@MainActor
final class LayoutItemLifetime {
    /// False once the item began deallocating.
    private(set) var isAlive = true

    /// Called by the item's `deinit`: its references read nil from now on.
    func end() {
        isAlive = false
    }
}
