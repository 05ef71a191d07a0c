import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The accessibility defaults of UIKit's value controls: a switch's value "1"/"0" with the button and
/// toggle traits; a slider's value as a percentage with `.adjustable`; a stepper that is not an element
/// but shows a "Decrement" and an "Increment" button, `.notEnabled` at the limits.
@MainActor
@Suite struct ValueControlAccessibilityTests {
    @Test func aSwitchReportsOneOrZero() {
        let control = UISwitch()
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityValue == "0")
        control.isOn = true
        #expect(control.accessibilityValue == "1")
        #expect(control.accessibilityTraits == [.button, .toggleButton])
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.button, .toggleButton, .notEnabled])
    }

    @Test func aSliderReportsItsPercentageAndIsAdjustable() {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 20
        #expect(slider.accessibilityValue == "50%")
        slider.value = 30
        #expect(slider.accessibilityValue == "100%")
        #expect(slider.accessibilityTraits == .adjustable)
        slider.accessibilityValue = "Loud"
        #expect(slider.accessibilityValue == "Loud")
    }

    @Test func aStepperShowsItsHalvesAsButtons() throws {
        let host = TestHost()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        host.window.addSubview(stepper)
        var changes: [Double] = []
        stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
        #expect(!stepper.isAccessibilityElement)
        let elements = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(elements.map(\.accessibilityTraits) == [[.button, .notEnabled], .button])
        #expect(elements[1].accessibilityFrame.minX == elements[0].accessibilityFrame.maxX)
        #expect(elements[1].accessibilityFrame.width == 47)
        #expect(elements[1].accessibilityActivate())
        #expect(stepper.value == 1 && changes == [1])
        #expect(elements[0].accessibilityTraits == .button)
        #expect(!elements[0].accessibilityActivate() || stepper.value == 0)
    }
}
