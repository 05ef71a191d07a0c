import Foundation

/// The one record of what a window must draw again: areas (window coordinates, within the bounds),
/// each filed under the layer it changed in, from which both readers derive what they need — the
/// window's dirty rectangle (``UIWindow/takeDirtyRect()``, the union of what that reader has not
/// seen) and each layer's damage (``UIWindow/takeLayers()``).
///
/// Two readers, one record: a host may take the dirty rectangle to learn whether anything changed
/// while its renderer takes the layers, and each must see every change. Each entry therefore says
/// which readers have yet to see it (``Readers``); an entry both have seen is dropped. Entries with
/// the same layer and the same unseen readers are merged, so the record holds at most two entries per
/// layer however many changes a frame makes (before, the window kept a dirty rectangle and a list of
/// layer damage side by side, and every change had to update both).
///
/// A layer is named by the identity of its root view (the window for the base layer, a presentation's
/// container view for the others), or nil for "every layer": a change of the window itself, or an
/// area reported through ``UIWindow/addDirtyRect(_:)`` without saying which view changed.
@MainActor
struct WindowDamage {
    /// The readers of the record.
    struct Readers: OptionSet {
        let rawValue: UInt8
        /// ``UIWindow/takeDirtyRect()``.
        static let dirtyRect = Readers(rawValue: 1)
        /// ``UIWindow/takeLayers()``.
        static let layers = Readers(rawValue: 2)
        static let both: Readers = [.dirtyRect, .layers]
    }

    /// An area changed in one layer (nil: every layer), and who has yet to see it.
    struct Entry {
        var layer: ObjectIdentifier?
        var rect: CGRect
        var unseenBy: Readers
    }

    /// A few entries: at most two per layer that changed.
    private(set) var entries: [Entry] = []

    /// How many times any window's damage was read (``UIWindow/takeDirtyRect()`` or
    /// ``UIWindow/takeLayers()``): a view that made its area dirty since the last read need not do it
    /// again (``UIView/setNeedsDisplay()``, ``UIView/areaInvalidatedAt``).
    static var readCount: UInt64 = 0

    /// Whether nothing is waiting for either reader.
    var isEmpty: Bool { entries.isEmpty }

    /// Files `rect` (window coordinates, already clipped to the bounds and not empty) under `layer`,
    /// for `readers` (both by default). A plain loop: a closure in main-actor code checks its executor
    /// (issue 7); every change comes here.
    ///
    /// One reader only where the two see a change differently: a layer its compositor transforms (a
    /// card's presenter, ``UIWindow/layeredPresenterIndex()``) is damaged in its untransformed pixels
    /// for ``Readers/layers`` and where it shows for ``Readers/dirtyRect``, and a change of that
    /// transform damages only what shows.
    mutating func add(_ rect: CGRect, in layer: ObjectIdentifier?, for readers: Readers = .both) {
        for index in entries.indices where entries[index].layer == layer && entries[index].unseenBy == readers {
            entries[index].rect = entries[index].rect.union(rect)
            return
        }
        entries.append(Entry(layer: layer, rect: rect, unseenBy: readers))
    }

    /// Whether every layer's whole `bounds` already waits for both readers (a window resized, or
    /// changed itself): then no area within them adds anything, and a view moving in the window need
    /// not compute the area it covers. A window resize moves every view that follows its size, and
    /// each move reported its old and new area (a third of a relayout of the 1000-button grid,
    /// docs/Performance.md "Session 11 — layout"). An entry one reader has already seen does not
    /// count: that reader must still learn of the new change. The corners are compared by hand:
    /// Foundation's `CGRect.contains(_:)` builds a union to compare, and every moved view asks this.
    func coversEveryLayer(_ bounds: CGRect) -> Bool {
        for entry in entries where entry.layer == nil && entry.unseenBy == .both {
            let rect = entry.rect
            if rect.minX <= bounds.minX && rect.minY <= bounds.minY && rect.maxX >= bounds.maxX && rect.maxY >= bounds.maxY {
                return true
            }
        }
        return false
    }

    /// The union of every area ``Readers/dirtyRect`` has not seen; marks them seen.
    mutating func takeDirtyRect() -> CGRect? {
        var union: CGRect?
        for entry in entries where entry.unseenBy.contains(.dirtyRect) {
            if let current = union { union = current.union(entry.rect) } else { union = entry.rect }
        }
        markSeen(by: .dirtyRect)
        return union
    }

    /// The area `layer`'s reader has not seen in that layer or in every layer, within `extent`; nil
    /// when nothing. Marking them seen is ``markSeen(by:)``'s, once every layer was read.
    func unseenLayerDamage(of layer: ObjectIdentifier, within extent: CGRect) -> CGRect? {
        var damage: CGRect?
        for entry in entries where entry.unseenBy.contains(.layers) && (entry.layer == nil || entry.layer == layer) {
            if let current = damage { damage = current.union(entry.rect) } else { damage = entry.rect }
        }
        guard let clipped = damage?.intersection(extent), !clipped.isNull, !clipped.isEmpty else { return nil }
        return clipped
    }

    /// `reader` saw every entry: entries no reader still needs go, and those left, which wait for the
    /// other reader only, are merged per layer.
    mutating func markSeen(by reader: Readers) {
        defer { WindowDamage.readCount &+= 1 }
        // In place (entries before `kept` are the ones kept): a frame reads the record at least once.
        var kept = 0
        for index in entries.indices {
            var entry = entries[index]
            entry.unseenBy.remove(reader)
            guard !entry.unseenBy.isEmpty else { continue }
            var merged = false
            for earlier in 0..<kept where entries[earlier].layer == entry.layer && entries[earlier].unseenBy == entry.unseenBy {
                entries[earlier].rect = entries[earlier].rect.union(entry.rect)
                merged = true
                break
            }
            if !merged {
                entries[kept] = entry
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
    }

    /// Drops the entries of layers that are gone from `window` (a dismissed presentation's), so a
    /// window whose layers are never read keeps no more than two entries per layer.
    mutating func forgetLayersGone(from window: UIWindow) {
        var index = entries.count - 1
        while index >= 0 {
            if let layer = entries[index].layer, !window.isLayerRoot(layer) { entries.remove(at: index) }
            index -= 1
        }
    }
}
