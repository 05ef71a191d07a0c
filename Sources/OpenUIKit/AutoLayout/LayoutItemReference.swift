/// A reference to a view or layout guide that neither retains it nor makes it a side table, and reads
/// nil once the item is gone, as a `weak` reference would: what constraints, anchors and the Auto
/// Layout engine hold their items by.
///
/// UIKit's constraints do not retain their items either: `NSLayoutConstraint.firstItem` and
/// `secondItem` are declared `unowned(unsafe)` (Objective-C `assign`). OpenUIKit keeps the nil a weak
/// reference gave after the item's deallocation — a constraint outliving its view reads nil rather
/// than a dangling pointer — through the item's ``LayoutItemLifetime``, ended by its `deinit`. A
/// Swift `weak` reference did that too, but at a price paid on every retain of the item for its whole
/// life: the side table it makes puts each retain and release on the runtime's slow path (a cache
/// miss more than a count), which was the largest share of a relayout's time (docs/Performance.md,
/// "Session 14 — layout speed": 3.98 M → 3.38 M instructions a relayout; "Unretained references").
/// Invariant, asserted in debug builds: a reference is made only to a living item.
@MainActor
struct LayoutItemReference {
    /// The item, read only while ``lifetime`` says it is alive.
    private unowned(unsafe) let object: AnyObject
    private let lifetime: LayoutItemLifetime

    init(_ item: any LayoutItem) {
        object = item
        lifetime = item.layoutItemLifetime
        assert(lifetime.isAlive, "a layout item referenced after its deinit began would dangle")
    }

    /// The item, or nil once it has begun deallocating.
    var item: AnyObject? {
        lifetime.isAlive ? object : nil
    }
}
