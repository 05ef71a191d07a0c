import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The arrow keys on a focused value control, as iPadOS with a hardware keyboard (Full Keyboard
/// Access) adjusts it: Right/Up forward, Left/Down back; a slider by a tenth of its range, a stepper by
/// its step value, a segmented control to the next enabled segment, a page control by one page, each
/// sending what a touch making the same change sends. And VoiceOver's `accessibilityIncrement()` /
/// `accessibilityDecrement()` on the adjustable ones (slider, page control).
@MainActor
@Suite struct ValueControlKeyboardTests {
    let host = TestHost(device: .iPad)

    /// Puts `control` in the window, focuses it with Tab, and records its value events.
    private func focused(_ control: UIControl) -> ControlEventRecorder {
        host.window.addSubview(control)
        let recorder = ControlEventRecorder()
        recorder.record(control, [("valueChanged", .valueChanged)] + ControlEventRecorder.touchEvents)
        host.window.focusSystem.handleKeyPress(.keyboardTab)
        #expect(control.isFocused)
        return recorder
    }

    private func press(_ key: UIKeyboardHIDUsage) -> Bool {
        host.window.focusSystem.handleKeyPress(key)
    }

    @Test func arrowsMoveAFocusedSliderByATenthOfItsRange() {
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 200, height: 31))
        slider.minimumValue = -50
        slider.maximumValue = 50
        slider.value = 0
        let recorder = focused(slider)
        #expect(press(.keyboardRightArrow))
        #expect(slider.value == 10)
        #expect(press(.keyboardUpArrow))
        #expect(slider.value == 20)
        #expect(press(.keyboardDownArrow))
        #expect(press(.keyboardLeftArrow))
        #expect(slider.value == 0)
        #expect(recorder.log == Array(repeating: ["valueChanged", "primary"], count: 4).flatMap { $0 })
    }

    @Test func aSliderAtItsEndIgnoresTheArrowAndSendsNothing() {
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 200, height: 31))
        slider.value = 0.95
        let recorder = focused(slider)
        #expect(press(.keyboardRightArrow))
        #expect(slider.value == 1)                          // clamped, not 1.05
        #expect(!press(.keyboardRightArrow))
        #expect(slider.value == 1)
        #expect(recorder.log == ["valueChanged", "primary"])
    }

    @Test func arrowsStepAFocusedStepperByItsStepValueAndWrapWhenItWraps() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 6
        let recorder = focused(stepper)
        #expect(press(.keyboardRightArrow))
        #expect(stepper.value == 10)
        #expect(!press(.keyboardUpArrow))                   // at the maximum, not wrapping
        stepper.wraps = true
        #expect(press(.keyboardUpArrow))
        #expect(stepper.value == 0)
        #expect(press(.keyboardDownArrow))
        #expect(stepper.value == 10)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test func arrowsMoveAFocusedSegmentedControlsSelectionOverDisabledSegments() {
        let segmented = UISegmentedControl(items: ["A", "B", "C", "D"])
        segmented.frame = CGRect(x: 20, y: 40, width: 240, height: 32)
        segmented.setEnabled(false, forSegmentAt: 1)
        var chosen: [Int] = []
        segmented.setAction(UIAction(title: "D") { _ in chosen.append(3) }, forSegmentAt: 3)
        let recorder = focused(segmented)
        #expect(press(.keyboardRightArrow))                 // no selection: the first segment
        #expect(segmented.selectedSegmentIndex == 0)
        #expect(press(.keyboardRightArrow))                 // B is disabled: C
        #expect(segmented.selectedSegmentIndex == 2)
        #expect(press(.keyboardUpArrow))
        #expect(segmented.selectedSegmentIndex == 3)
        #expect(chosen == [3])                              // the segment's action, as a tap
        #expect(!press(.keyboardRightArrow))                // the last: no wrap
        #expect(press(.keyboardLeftArrow))
        #expect(press(.keyboardDownArrow))
        #expect(segmented.selectedSegmentIndex == 0)
        #expect(recorder.log == Array(repeating: "valueChanged", count: 5))
    }

    @Test func leftOnASegmentedControlWithNoSelectionChoosesTheLastSegment() {
        let segmented = UISegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 20, y: 40, width: 240, height: 32)
        _ = focused(segmented)
        #expect(press(.keyboardLeftArrow))
        #expect(segmented.selectedSegmentIndex == 2)
    }

    @Test func arrowsPageAFocusedPageControlByOne() {
        let pages = UIPageControl(frame: CGRect(x: 20, y: 40, width: 200, height: 26))
        pages.numberOfPages = 3
        let recorder = focused(pages)
        #expect(!press(.keyboardLeftArrow))                 // the first page already
        #expect(press(.keyboardRightArrow))
        #expect(press(.keyboardUpArrow))
        #expect(pages.currentPage == 2)
        #expect(!press(.keyboardRightArrow))
        #expect(press(.keyboardDownArrow))
        #expect(pages.currentPage == 1)
        #expect(recorder.log == ["valueChanged", "valueChanged", "valueChanged"])
    }

    @Test func arrowsDoNothingWithoutAFocusedValueControl() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        let recorder = focused(button)
        #expect(!press(.keyboardRightArrow))
        #expect(recorder.log.isEmpty)
    }

    @Test func voiceOverAdjustsASliderByATenthAndAPageControlByAPage() {
        let slider = UISlider()
        let sliderRecorder = ControlEventRecorder()
        sliderRecorder.record(slider, [("valueChanged", .valueChanged)])
        slider.value = 0.5
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 0.0001)
        #expect(slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.4) < 0.0001)
        #expect(sliderRecorder.log.count == 3)
        slider.isEnabled = false
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.4) < 0.0001)

        let pages = UIPageControl()
        pages.numberOfPages = 4
        let pageRecorder = ControlEventRecorder()
        pageRecorder.record(pages, [("valueChanged", .valueChanged)])
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1)
        #expect(pages.accessibilityValue == "page 2 of 4")
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()                      // already the first page: nothing
        #expect(pages.currentPage == 0)
        #expect(pageRecorder.log == ["valueChanged", "valueChanged"])
    }
}
