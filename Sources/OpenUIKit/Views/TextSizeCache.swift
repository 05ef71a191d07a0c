import Foundation

/// The last two sizes a ``UILabel`` measured, by the width limit and line count asked for.
///
/// A label is measured again and again with the same two questions — its natural size (for its
/// owner's layout) and its size in its bounds (to place the text when drawing) — and a button whose
/// title changes with its state is laid out and drawn on each state change. Measuring goes through ``AppRuntime/textMeasurer`` (the current runtime's),
/// which hashes the whole text and font; these two slots answer without that (issue 7's click-grid
/// profile). The label empties the cache whenever anything that changes its text's layout changes,
/// so, as ``AppRuntime/textMeasurer`` (the current runtime's) documents, a label keeps its sizes until its content changes.
struct TextSizeCache {
    private struct Entry {
        var maxWidth: CGFloat?
        var numberOfLines: Int
        var size: CGSize
    }

    private var newest: Entry?
    private var older: Entry?
    /// The label's ``UILabel/intrinsicContentSize``, whatever limit it was measured at: UIKit's labels
    /// cache their intrinsic size until something it depends on changes, and a button reads its title
    /// label's on every layout — the limit and line count it is asked with cost more to read than the
    /// cached size (docs/Performance.md, "Session 14 — layout speed"). Forgotten with the other sizes,
    /// and by the label when its ``UILabel/preferredMaxLayoutWidth`` changes.
    var intrinsic: CGSize?

    /// The size cached for the question, if any. (No `measure` closure: a closure made in main-actor
    /// code checks the executor each time it runs.)
    func size(maxWidth: CGFloat?, numberOfLines: Int) -> CGSize? {
        if let newest, newest.maxWidth == maxWidth, newest.numberOfLines == numberOfLines { return newest.size }
        if let older, older.maxWidth == maxWidth, older.numberOfLines == numberOfLines { return older.size }
        return nil
    }

    /// Caches `size` as the answer to the question, dropping the older of the two sizes held.
    mutating func store(_ size: CGSize, maxWidth: CGFloat?, numberOfLines: Int) {
        older = newest
        newest = Entry(maxWidth: maxWidth, numberOfLines: numberOfLines, size: size)
    }

    /// Forgets every size.
    mutating func removeAll() {
        newest = nil
        older = nil
        intrinsic = nil
    }
}
