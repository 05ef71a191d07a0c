import Foundation

/// A button's per-state content (``ButtonStateContent``), one entry per state slot that was ever set
/// (see ``UIButton/slot(for:)``), in the order they were first set.
///
/// A short array searched in order rather than a `Dictionary`: a button sets content for one to three
/// states, and every state change reads six values for the current state and again for `.normal`, so
/// a click (highlight, the action's change, unhighlight) made about eighty hashed dictionary lookups,
/// close to a tenth of issue 7's dispatch-only click. Comparing a handful of integers hashes nothing.
struct ButtonStateContentTable {
    private var entries: [(slot: UInt, content: ButtonStateContent)] = []

    /// The content stored for `slot`; nil if nothing was ever set for it.
    subscript(slot: UInt) -> ButtonStateContent? {
        value({ $0 }, in: slot)
    }

    /// `read` applied to the content of `slot`; nil if nothing was ever set for it.
    func value<Value>(_ read: (ButtonStateContent) -> Value?, in slot: UInt) -> Value? {
        for index in entries.indices where entries[index].slot == slot { return read(entries[index].content) }
        return nil
    }

    /// Sets one value of `slot`'s content, creating the entry on first use. Nil clears the value but
    /// keeps the entry, whose other values stay set for the slot.
    mutating func set<Value>(_ keyPath: WritableKeyPath<ButtonStateContent, Value?>, _ value: Value?, in slot: UInt) {
        if let index = entries.firstIndex(where: { $0.slot == slot }) {
            entries[index].content[keyPath: keyPath] = value
        } else {
            var content = ButtonStateContent()
            content[keyPath: keyPath] = value
            entries.append((slot, content))
        }
    }
}
