import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Press, drag and release, as iOS menus take it: the finger that opened a menu (touching down on a
/// button whose menu is its primary action, or holding a long press) slides over the rows, which
/// highlight under it; lifting on an action performs it; lifting anywhere else leaves the menu open
/// for a later tap.
@MainActor
@Suite struct MenuSlideToSelectTests {
    private func makeButton(in host: TestHost, log: @escaping @MainActor (String) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        host.window.addSubview(button)
        button.menu = UIMenu(children: [
            UIAction(title: "Name") { log("Name from \(($0.sender as? UIButton)?.currentTitle ?? "?")") },
            UIAction(title: "Date") { _ in log("Date") },
            UIAction(title: "Locked", attributes: .disabled) { _ in log("Locked") },
        ])
        button.showsMenuAsPrimaryAction = true
        button.addAction(UIAction { _ in log("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log("up") }, for: [.touchUpInside, .touchUpOutside])
        return button
    }

    @Test func draggingFromTheButtonHighlightsTheRowsAndLiftingOnOnePerformsIt() throws {
        let host = TestHost()
        var log: [String] = []
        let button = makeButton(in: host) { log.append($0) }
        let finger = host.touchDown(at: host.center(of: button))
        let name = try #require(host.menuRowCenter("Name"))
        let date = try #require(host.menuRowCenter("Date"))
        host.send(.move, at: name, pointer: finger)
        #expect(host.highlightedMenuRowTitle == "Name")
        host.send(.move, at: date, pointer: finger)
        #expect(host.highlightedMenuRowTitle == "Date")
        host.send(.move, at: name, pointer: finger)
        host.send(.up, at: name, pointer: finger)
        #expect(log == ["Name from Sort"])
        #expect(host.openMenu == nil)
    }

    @Test func liftingOutsideTheRowsLeavesTheMenuOpenWithNothingPerformed() throws {
        let host = TestHost()
        var log: [String] = []
        let button = makeButton(in: host) { log.append($0) }
        let finger = host.touchDown(at: host.center(of: button))
        let date = try #require(host.menuRowCenter("Date"))
        host.send(.move, at: date, pointer: finger)
        host.send(.move, at: CGPoint(x: 300, y: 600), pointer: finger)
        #expect(host.highlightedMenuRowTitle == nil)
        host.send(.up, at: CGPoint(x: 300, y: 600), pointer: finger)
        #expect(host.openMenu != nil && log.isEmpty)
        host.tapMenuRow("Date")
        #expect(log == ["Date"] && host.openMenu == nil)
    }

    @Test func liftingOnADisabledRowPerformsNothingAndKeepsTheMenu() throws {
        let host = TestHost()
        var log: [String] = []
        let button = makeButton(in: host) { log.append($0) }
        let finger = host.touchDown(at: host.center(of: button))
        let locked = try #require(host.menuRowCenter("Locked"))
        host.send(.move, at: locked, pointer: finger)
        #expect(host.highlightedMenuRowTitle == nil)
        host.send(.up, at: locked, pointer: finger)
        #expect(log.isEmpty && host.openMenu != nil)
    }

    @Test func theButtonTracksItsNextTouchAfterASlide() throws {
        let host = TestHost()
        var log: [String] = []
        let button = makeButton(in: host) { log.append($0) }
        let finger = host.touchDown(at: host.center(of: button))
        host.send(.up, at: try #require(host.menuRowCenter("Date")), pointer: finger)
        #expect(log == ["Date"])
        #expect(!button.isTracking && !button.isHighlighted)
        button.showsMenuAsPrimaryAction = false
        host.tap(button)
        #expect(log == ["Date", "up", "primary"])
    }

    @Test func aLongPressSlidesOntoAContextMenusRow() throws {
        let host = TestHost()
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 150))
        host.window.addSubview(photo)
        let delegate = SlideDelegate()
        photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
        let finger = host.touchDown(at: host.center(of: photo))
        host.advance(by: 0.6)
        let share = try #require(host.menuRowCenter("Share"))
        host.send(.move, at: share, pointer: finger)
        #expect(host.highlightedMenuRowTitle == "Share")
        host.send(.up, at: share, pointer: finger)
        #expect(delegate.log == ["Share from interaction"])
        #expect(host.openMenu == nil)
    }

    @Test func liftingALongPressWhereItWasLeavesTheContextMenuOpenWithoutAPreviewAction() {
        let host = TestHost()
        let photo = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 150))
        host.window.addSubview(photo)
        let delegate = SlideDelegate()
        photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
        host.press(at: host.center(of: photo), for: 0.6)
        #expect(host.openMenu != nil)
        #expect(delegate.log.isEmpty)
    }

    @Test func aButtonsLongPressMenuSlidesToo() throws {
        let host = TestHost()
        var log: [String] = []
        let button = makeButton(in: host) { log.append($0) }
        button.showsMenuAsPrimaryAction = false
        let finger = host.touchDown(at: host.center(of: button))
        host.advance(by: 0.6)
        host.send(.up, at: try #require(host.menuRowCenter("Date")), pointer: finger)
        #expect(log == ["Date"])
    }

    @MainActor
    final class SlideDelegate: UIContextMenuInteractionDelegate {
        var log: [String] = []

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Share") { [weak self] action in
                        self?.log.append("Share from \(action.sender is UIContextMenuInteraction ? "interaction" : "?")")
                    },
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionCommitAnimating) {
            log.append("preview")
        }
    }
}
