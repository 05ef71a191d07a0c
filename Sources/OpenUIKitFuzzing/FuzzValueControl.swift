import OpenUIKit

/// The value controls of a fuzz scene (issue 21): every fourth plain control is a ``UISwitch``, a
/// ``UISlider`` or a ``UIStepper`` instead, chosen and configured by its index — not by a random
/// number, so each seed's random stream stays as it was. Sliders get ranges of both signs and half
/// of them report only on release; steppers get several step values and half of them wrap, so taps,
/// drags and held presses (autorepeat on the scheduler) meet both ends of their ranges. The invariants
/// they are held to are in `InvariantChecker+ValueControls.swift`.
///
/// Every fourth plain control counted from the second is a ``UISegmentedControl`` or a
/// ``UIPageControl`` (alternately): those indices were plain controls before, so the switches, sliders
/// and steppers of every seed stay where they were. Segmented controls get two to five segments, some
/// with no selection at first; page controls one to five pages, some hidden for a single page.
@MainActor
enum FuzzValueControl {
    /// Whether node `index`, drawn as a plain control, is a value control instead.
    static func replacesPlainControl(at index: Int) -> Bool { index % 4 == 3 || index % 4 == 1 }

    /// The value control for node `index` at `frame` (a switch and a stepper keep their own size).
    static func make(index: Int, frame: CGRect) -> UIControl {
        if index % 4 == 1 { return makeChoiceControl(index: index, frame: frame) }
        switch index / 4 % 3 {
        case 0:
            let control = UISwitch(frame: frame)
            control.isOn = index % 2 == 0
            return control
        case 1:
            let slider = UISlider(frame: frame)
            if index % 2 == 1 {
                slider.minimumValue = -50
                slider.maximumValue = 50
                slider.isContinuous = false
            }
            slider.value = slider.minimumValue + (slider.maximumValue - slider.minimumValue) * 0.4
            return slider
        default:
            let stepper = UIStepper(frame: frame)
            stepper.maximumValue = 10
            stepper.stepValue = Double(index % 3 + 1)
            stepper.wraps = index % 2 == 1
            stepper.value = 5
            return stepper
        }
    }

    /// The segmented control or page control for node `index` (`index % 4 == 1`).
    private static func makeChoiceControl(index: Int, frame: CGRect) -> UIControl {
        let count = index / 8 % 4 + 2
        if index / 4 % 2 == 0 {
            let segmented = UISegmentedControl(items: (0..<count).map { "S\($0)" })
            segmented.frame = frame
            segmented.selectedSegmentIndex = index % 3 == 0 ? UISegmentedControl.noSegment : count - 1
            return segmented
        }
        let pages = UIPageControl(frame: frame)
        pages.numberOfPages = count - 1
        pages.currentPage = count / 2
        pages.hidesForSinglePage = index % 3 == 0
        return pages
    }
}
