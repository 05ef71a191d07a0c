/// The arrow keys move a focused segmented control's selection to the next or previous enabled
/// segment, choosing it as a tap does (its `UIAction`, then `.valueChanged`). With no selection,
/// forward chooses the first enabled segment and back the last. The selection stops at the ends
/// rather than wrapping, as a slider and a page control do.
extension UISegmentedControl: KeyboardArrowHandling {
    func handleArrowKey(forward: Bool) -> Bool {
        let selected = selectedSegmentIndex
        let candidates: [Int] = forward
            ? segments.indices.filter { $0 > selected }
            : segments.indices.reversed().filter { selected == Self.noSegment || $0 < selected }
        guard let next = candidates.first(where: isEnabledForSegment(at:)) else { return false }
        choose(next)
        return true
    }
}
