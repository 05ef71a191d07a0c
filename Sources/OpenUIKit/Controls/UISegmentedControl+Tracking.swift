import Foundation

/// A person choosing a segment, as iOS 13 and later:
/// - A touch on an **unselected** enabled segment highlights it; the highlight follows the finger to the
///   enabled segment under it and goes away outside the control. Lifting on an enabled segment selects
///   it.
/// - A touch on the **selected** segment grabs the selection thumb: dragging moves the thumb to the
///   enabled segment under the finger (to the first or last when the finger is past an end, as iOS's
///   thumb stops at the ends), and lifting anywhere selects the segment the thumb is on.
/// - The choice is made when the touch lifts: ``UISegmentedControl/selectedSegmentIndex`` changes then,
///   the segment's `UIAction` (if any) is performed, then `.valueChanged` is sent — only if the
///   selection changed, or on every tap of a momentary control. A touch on a disabled segment is not
///   tracked; a cancelled touch changes nothing.
extension UISegmentedControl {
    /// Starts tracking a touch on an enabled segment; refuses touches elsewhere.
    func beginSegmentTracking(at point: CGPoint) -> Bool {
        guard let index = segmentIndex(at: point), segments[index].isEnabled else { return false }
        if !isMomentary && index == selectedSegmentIndex {
            draggedSelectionIndex = index
        } else {
            highlightedSegmentIndex = index
        }
        segmentAppearanceDidChange()
        return true
    }

    /// Moves the thumb or the highlight to the segment under `point`.
    func continueSegmentTracking(at point: CGPoint) {
        if draggedSelectionIndex != nil {
            let clamped = CGPoint(x: min(max(point.x, bounds.minX), bounds.maxX - 0.5), y: bounds.midY)
            if let index = segmentIndex(at: clamped), segments[index].isEnabled, index != draggedSelectionIndex {
                draggedSelectionIndex = index
                segmentAppearanceDidChange()
            }
        } else {
            let index = segmentIndex(at: point).flatMap { segments[$0].isEnabled ? $0 : nil }
            if index != highlightedSegmentIndex {
                highlightedSegmentIndex = index
                segmentAppearanceDidChange()
            }
        }
    }

    /// The touch lifted at `point`: commits the thumb's segment or the highlighted one.
    func endSegmentTracking(at point: CGPoint) {
        continueSegmentTracking(at: point)
        let chosen = draggedSelectionIndex ?? highlightedSegmentIndex
        clearSegmentTracking()
        if let chosen { choose(chosen) }
    }

    /// Forgets the thumb drag and the highlight.
    func clearSegmentTracking() {
        guard draggedSelectionIndex != nil || highlightedSegmentIndex != nil else { return }
        draggedSelectionIndex = nil
        highlightedSegmentIndex = nil
        segmentAppearanceDidChange()
    }

    /// A person chose the segment at `index`: select it, perform its action, send `.valueChanged`.
    func choose(_ index: Int) {
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }
}
