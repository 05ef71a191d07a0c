import OpenUIKit

/// The invariants of the value controls (issue 21, ``FuzzValueControl``):
/// - a switch sends `.valueChanged` only with ``UISwitch/isOn`` changed since the last one it sent
///   (or since the scene made it), and ``UISwitch/isOn`` never changes without one: the scene never
///   sets it from code, so every change is the user's and must be reported, exactly once;
/// - a slider's value — and the value its thumb is drawn at — stays within its range;
/// - a stepper's value stays within its range;
/// - a segmented control's ``UISegmentedControl/selectedSegmentIndex`` is
///   ``UISegmentedControl/noSegment`` or one of its segments, and, as a switch's `isOn`, changes only
///   with a `.valueChanged` and is changed whenever one is sent (the scene's controls are not
///   momentary, so UIKit sends `.valueChanged` only for a new selection);
/// - a page control's ``UIPageControl/currentPage`` is within `0..<numberOfPages` (0 with no pages).
extension InvariantChecker {
    /// Registers the checker's `.valueChanged` action on a value control (before any other action).
    func observeValue(of control: UIControl, index: Int) {
        if let segmented = control as? UISegmentedControl {
            observeSelection(of: segmented, index: index)
        }
        guard let toggle = control as? UISwitch else { return }
        switchValues[index] = toggle.isOn
        toggle.addAction(UIAction { [weak self, weak toggle] _ in
            guard let self, let toggle else { return }
            self.note("    switch \(index) sent .valueChanged (isOn \(toggle.isOn))")
            if self.switchValues[index] == toggle.isOn {
                self.record("switch \(index) sent .valueChanged with isOn unchanged (\(toggle.isOn))")
            }
            self.switchValues[index] = toggle.isOn
        }, for: .valueChanged)
    }

    /// Checks a value control after a step.
    func checkValue(of control: UIControl, index: Int) {
        switch control {
        case let toggle as UISwitch:
            if let reported = switchValues[index], reported != toggle.isOn {
                record("switch \(index) is \(toggle.isOn ? "on" : "off") without sending .valueChanged")
            }
        case let slider as UISlider:
            let range = slider.minimumValue...slider.maximumValue
            if !range.contains(slider.value) || !range.contains(slider.presentationValue) {
                record("slider \(index) value \(slider.value) (drawn at \(slider.presentationValue)) is outside \(range)")
            }
        case let stepper as UIStepper:
            if !(stepper.minimumValue...stepper.maximumValue).contains(stepper.value) {
                record("stepper \(index) value \(stepper.value) is outside \(stepper.minimumValue)…\(stepper.maximumValue)")
            }
        case let segmented as UISegmentedControl:
            checkSelection(of: segmented, index: index)
        case let pages as UIPageControl:
            let valid = pages.numberOfPages == 0 ? 0..<1 : 0..<pages.numberOfPages
            if !valid.contains(pages.currentPage) {
                record("page control \(index) shows page \(pages.currentPage) of \(pages.numberOfPages)")
            }
        default:
            break
        }
    }

    private func observeSelection(of segmented: UISegmentedControl, index: Int) {
        segmentSelections[index] = segmented.selectedSegmentIndex
        segmented.addAction(UIAction { [weak self, weak segmented] _ in
            guard let self, let segmented else { return }
            let selected = segmented.selectedSegmentIndex
            self.note("    segmented control \(index) sent .valueChanged (segment \(selected))")
            if self.segmentSelections[index] == selected {
                self.record("segmented control \(index) sent .valueChanged with segment \(selected) unchanged")
            }
            self.segmentSelections[index] = selected
        }, for: .valueChanged)
    }

    private func checkSelection(of segmented: UISegmentedControl, index: Int) {
        let selected = segmented.selectedSegmentIndex
        if selected != UISegmentedControl.noSegment && !(0..<segmented.numberOfSegments).contains(selected) {
            record("segmented control \(index) selects segment \(selected) of \(segmented.numberOfSegments)")
        }
        if let reported = segmentSelections[index], reported != selected {
            record("segmented control \(index) selects segment \(selected) without sending .valueChanged")
        }
    }
}
