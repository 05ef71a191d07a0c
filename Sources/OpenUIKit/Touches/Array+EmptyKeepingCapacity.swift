/// Emptying the lists that touch dispatch reuses from event to event.
extension Array {
    /// Removes every element, keeping the storage, one `removeLast()` at a time.
    ///
    /// For the one or two elements a touch event's lists hold, this is a fraction of
    /// `removeAll(keepingCapacity: true)`, which goes through the general `replaceSubrange` (a
    /// measurable part of a dispatch-only click, issue 7).
    mutating func emptyKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
