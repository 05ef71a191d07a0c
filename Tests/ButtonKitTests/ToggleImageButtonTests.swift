import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting
import ButtonKit

@MainActor
@Suite struct ToggleImageButtonTests {
    private func backgroundsDrawn(in list: DisplayList) -> [(name: String?, rect: CGRect)] {
        list.commands.compactMap { command in
            if case .image(let image, let rect, _, _) = command { (image.name, rect) } else { nil }
        }
    }

    @Test func backgroundsAreStretchableWithFourPointCaps() {
        let host = TestHost()
        let button = ToggleImageButton(frame: CGRect(x: 20, y: 100, width: 160, height: 40))
        host.window.addSubview(button)
        let normal = button.currentBackgroundImage
        #expect(normal?.name == "toggle-normal")
        #expect(normal?.leftCapWidth == 4)
        #expect(normal?.topCapHeight == 4)
        // 24 pt images: 4 pt caps, one stretching column/row, 19 pt right/bottom caps.
        #expect(normal?.capInsets == UIEdgeInsets(top: 4, left: 4, bottom: 19, right: 19))
        #expect(normal?.resizingMode == .stretch)
        let drawn = backgroundsDrawn(in: host.render())
        #expect(drawn.map(\.name) == ["toggle-normal"])
        #expect(drawn.first?.rect.size == CGSize(width: 160, height: 40))
    }

    @Test func isSelectedAndSetSelectedImageSwitchTheBackground() {
        let host = TestHost()
        let button = ToggleImageButton(frame: CGRect(x: 20, y: 100, width: 160, height: 40))
        host.window.addSubview(button)
        button.isSelected = true
        #expect(backgroundsDrawn(in: host.render()).map(\.name) == ["toggle-selected"])
        #expect(button.currentBackgroundImage?.capInsets == UIEdgeInsets(top: 4, left: 4, bottom: 19, right: 19))
        button.setSelectedImage(false)
        #expect(!button.isSelected)
        #expect(backgroundsDrawn(in: host.render()).map(\.name) == ["toggle-normal"])
        button.setSelectedImage(true)
        #expect(button.isSelected)
        #expect(button.currentBackgroundImage?.name == "toggle-selected")

        // Pressed or disabled, a selected button keeps the selected background.
        let finger = host.touchDown(at: host.center(of: button))
        #expect(button.state == [.selected, .highlighted])
        #expect(backgroundsDrawn(in: host.render()).map(\.name) == ["toggle-selected"])
        host.send(.up, at: host.center(of: button), pointer: finger)
        button.isEnabled = false
        #expect(button.currentBackgroundImage?.name == "toggle-selected")
        #expect(button.currentTitleColor == .white)
    }

    @Test func aDecodedButtonKeepsItsAttributesAndGetsTheBackgrounds() throws {
        let host = TestHost()
        let archived = ButtonDescription(frame: CGRect(x: 20, y: 40, width: 120, height: 32), title: "Songs",
                                         tag: 7, isSelected: true)
        let data = try JSONEncoder().encode(archived)
        let description = try JSONDecoder().decode(ButtonDescription.self, from: data)
        #expect(description == archived)
        let button = ToggleImageButton(description: description)
        host.window.addSubview(button)
        #expect(button.frame == CGRect(x: 20, y: 40, width: 120, height: 32))
        #expect(button.tag == 7)
        #expect(button.isSelected)
        #expect(button.buttonType == .custom)
        #expect(button.currentTitle == "Songs")
        #expect(button.currentBackgroundImage?.name == "toggle-selected")
        #expect(host.render().texts == ["Songs"])
        button.isSelected = false
        #expect(button.currentBackgroundImage?.name == "toggle-normal")
    }

    @Test func aDescriptionDecodesFromInterfaceJSON() throws {
        let json = #"{"frame":[[20,40],[120,32]],"title":"Albums","tag":2,"isSelected":false,"isEnabled":false}"#
        let description = try JSONDecoder().decode(ButtonDescription.self, from: Data(json.utf8))
        #expect(description == ButtonDescription(frame: CGRect(x: 20, y: 40, width: 120, height: 32),
                                                 title: "Albums", tag: 2, isEnabled: false))
        let button = ToggleImageButton(description: description)
        #expect(!button.isEnabled)
        #expect(button.currentBackgroundImage?.name == "toggle-normal")
    }

    private func makeGroup(in host: TestHost, selectedIndex: Int = 0) -> (ToggleButtonGroup, [ToggleImageButton]) {
        let buttons = (0..<3).map { index in
            ToggleImageButton(frame: CGRect(x: 20 + CGFloat(index) * 110, y: 100, width: 100, height: 36))
        }
        for button in buttons { host.window.addSubview(button) }
        return (ToggleButtonGroup(buttons: buttons, selectedIndex: selectedIndex), buttons)
    }

    @Test func exactlyOneButtonOfAGroupIsSelected() {
        let host = TestHost()
        let (group, buttons) = makeGroup(in: host)
        var changes: [Int?] = []
        group.selectionDidChange = { changes.append($0.selectedIndex) }
        #expect(buttons.map(\.isSelected) == [true, false, false])

        host.tap(buttons[2])
        #expect(buttons.map(\.isSelected) == [false, false, true])
        #expect(group.selectedButton === buttons[2])
        host.tap(buttons[2])
        #expect(buttons.map(\.isSelected) == [false, false, true])
        host.tap(buttons[1])
        #expect(buttons.map(\.isSelected) == [false, true, false])
        #expect(changes == [2, 1])
        let names = backgroundsDrawn(in: host.render()).map(\.name)
        #expect(names == ["toggle-normal", "toggle-selected", "toggle-normal"])

        group.select(at: 0)
        #expect(buttons.map(\.isSelected) == [true, false, false])
        #expect(changes == [2, 1])
    }

    @Test func badIndicesAndEmptyGroupsAreReported() {
        let host = TestHost()
        var made: (ToggleButtonGroup, [ToggleImageButton])?
        let atInit = Diagnostics.record { made = makeGroup(in: host, selectedIndex: 9) }
        #expect(atInit.map(\.code) == ["toggleGroup.indexOutOfRange"])
        guard let (group, buttons) = made else { return }
        #expect(group.selectedIndex == 0)
        let later = Diagnostics.record { group.select(at: -1) }
        #expect(later.map(\.code) == ["toggleGroup.indexOutOfRange"])
        #expect(buttons.map(\.isSelected) == [true, false, false])

        var empty: ToggleButtonGroup?
        let emptyReport = Diagnostics.record { empty = ToggleButtonGroup(buttons: []) }
        #expect(emptyReport.map(\.code) == ["toggleGroup.empty"])
        #expect(empty?.selectedIndex == nil)
        #expect(empty?.selectedButton == nil)
    }
}
