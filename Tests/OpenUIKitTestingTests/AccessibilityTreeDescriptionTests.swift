import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `TestHost.debugDescription`: the accessibility tree as XCUITest prints it, stable enough to compare
/// with a golden text.
@MainActor
@Suite struct AccessibilityTreeDescriptionTests {
    private func settingsHost() -> TestHost {
        let host = TestHost()
        let form = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        form.accessibilityIdentifier = "settings"
        let title = UILabel(frame: CGRect(x: 20, y: 0, width: 200, height: 30))
        title.text = "Notifications"
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        save.isEnabled = false
        let mute = UIButton(type: .system)
        mute.setTitle("Mute", for: .normal)
        mute.accessibilityIdentifier = "mute"
        mute.accessibilityValue = "on"
        mute.isSelected = true
        mute.frame = CGRect(x: 140, y: 40, width: 100, height: 44)
        let decoration = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for view in [title, save, mute, decoration] { form.addSubview(view) }
        host.window.addSubview(form)
        return host
    }

    @Test func theTreeReadsAsXCUITestPrintsIt() {
        let host = settingsHost()
        #expect(host.debugDescription == """
            Application, {{0.0, 0.0}, {393.0, 852.0}}
              Window, {{0.0, 0.0}, {393.0, 852.0}}
                Other, {{0.0, 100.0}, {393.0, 200.0}}, identifier: 'settings'
                  StaticText, {{20.0, 100.0}, {200.0, 30.0}}, label: 'Notifications'
                  Button, {{20.0, 140.0}, {100.0, 44.0}}, label: 'Save', Disabled
                  Button, {{140.0, 140.0}, {100.0, 44.0}}, identifier: 'mute', label: 'Mute', value: on, Selected
            """)
    }

    @Test func anElementAndAQueryDescribeWhatTheyMatch() {
        let host = settingsHost()
        #expect(host.otherElements["settings"].debugDescription.hasPrefix("Other, {{0.0, 100.0}, {393.0, 200.0}}, identifier: 'settings'\n  StaticText"))
        #expect(host.buttons.debugDescription == """
            Button: 2 matches
              Button, {{20.0, 140.0}, {100.0, 44.0}}, label: 'Save', Disabled
              Button, {{140.0, 140.0}, {100.0, 44.0}}, identifier: 'mute', label: 'Mute', value: on, Selected
            """)
        #expect(host.buttons["Share"].debugDescription == "No matches found for Button matching identifier 'Share'")
    }
}
