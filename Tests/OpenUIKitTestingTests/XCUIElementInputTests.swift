import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `typeText(_:)` and `adjust(toNormalizedSliderPosition:)`, used as an XCUITest author uses them.
@MainActor @Suite struct XCUIElementInputTests {
    final class Changes {
        var values: [Float] = []
    }

    func makeForm(on host: TestHost) -> (field: UITextField, slider: UISlider, changes: Changes) {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
        field.placeholder = "Name"
        field.accessibilityIdentifier = "name"
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        slider.accessibilityIdentifier = "volume"
        let changes = Changes()
        slider.addAction(UIAction { [unowned slider] _ in changes.values.append(slider.value) }, for: .valueChanged)
        host.window.addSubview(field)
        host.window.addSubview(slider)
        return (field, slider, changes)
    }

    @Test func typeTextTypesIntoTheFieldATapGaveKeyboardFocus() {
        let host = TestHost()
        let form = makeForm(on: host)
        let name = host.textFields["name"]
        name.tap()
        name.typeText("Ada")
        #expect(form.field.text == "Ada")
        #expect(name.value as? String == "Ada")
    }

    @Test func typeTextWithoutKeyboardFocusFailsAndTypesNothing() {
        let host = TestHost()
        let form = makeForm(on: host)
        withKnownIssue {
            host.textFields["name"].typeText("Ada")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has keyboard focus") }
        }
        #expect(form.field.text ?? "" == "")
    }

    @Test func adjustDragsTheThumbToThePositionAndTheSliderReportsIt() {
        let host = TestHost()
        let form = makeForm(on: host)
        form.slider.value = 0.5
        host.sliders["volume"].adjust(toNormalizedSliderPosition: 0.8)
        #expect(abs(form.slider.value - 0.8) < 0.01)
        #expect(!form.changes.values.isEmpty, "a real drag: the slider sent .valueChanged")
        host.sliders["volume"].adjust(toNormalizedSliderPosition: -3)   // clamped to the minimum end
        #expect(form.slider.value == 0)
    }

    @Test func adjustOnAnElementThatIsNotASliderFails() {
        let host = TestHost()
        let form = makeForm(on: host)
        withKnownIssue {
            host.textFields["name"].adjust(toNormalizedSliderPosition: 0.5)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is not a slider") }
        }
        #expect(form.slider.value == 0)
    }
}
