import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class RecordingBarDelegate: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
}

@MainActor
@Suite struct UITabBarTests {
    @Test func aStandaloneBarSelectsATappedItemAndTellsItsDelegate() {
        let host = TestHost()
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 49))
        let delegate = RecordingBarDelegate()
        bar.delegate = delegate
        let items = [UITabBarItem(title: "Inbox", image: nil, tag: 0), UITabBarItem(title: "Sent", image: nil, tag: 1)]
        bar.items = items
        host.window.addSubview(bar)
        bar.selectedItem = items[0]
        #expect(delegate.selected.isEmpty, "a selection in code tells no delegate")
        host.tabBars.buttons["Sent"].tap()
        #expect(bar.selectedItem === items[1])
        #expect(delegate.selected == ["Sent"])
        host.tabBars.buttons["Sent"].tap()
        #expect(delegate.selected == ["Sent", "Sent"], "the selected item tapped again is told again")
    }

    @Test func aDisabledItemIgnoresTapsAndIsReadAsNotEnabled() {
        let host = TestHost()
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 49))
        let delegate = RecordingBarDelegate()
        bar.delegate = delegate
        let locked = UITabBarItem(title: "Locked", image: nil, tag: 0)
        locked.isEnabled = false
        bar.items = [UITabBarItem(title: "Open", image: nil, tag: 1), locked]
        host.window.addSubview(bar)
        host.tap(at: CGPoint(x: 300, y: 720))
        #expect(bar.selectedItem == nil)
        #expect(delegate.selected.isEmpty)
        #expect(!host.tabBars.buttons["Locked"].isEnabled)
    }

    @Test func replacingTheItemsKeepsASelectionStillShownAndUnknownItemsAreRefused() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let kept = UITabBarItem(title: "Kept", image: nil, tag: 0)
        bar.items = [kept, UITabBarItem()]
        bar.selectedItem = kept
        bar.setItems([UITabBarItem(), kept], animated: true)
        #expect(bar.selectedItem === kept)
        bar.items = [UITabBarItem()]
        #expect(bar.selectedItem == nil)
        let refused = Diagnostics.record { bar.selectedItem = kept }
        #expect(refused.map(\.code) == ["tabBar.unknownItem"])
    }

    @Test func systemItemsShowTheSystemsTitleAndKeepTheirOwnNil() {
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(item.title == nil)
        #expect(item.tag == 3)
        let host = TestHost()
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 49))
        bar.items = [item, UITabBarItem(tabBarSystemItem: .search, tag: 4)]
        host.window.addSubview(bar)
        #expect(host.tabBars.buttons["Favorites"].exists)
        #expect(host.tabBars.buttons["Search"].exists)
    }

    @Test func anAppearanceIsCopiedAndItsStateLooksApply() {
        let host = TestHost()
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 49))
        let selected = UITabBarItem(title: "On", image: UIImage(systemName: "star"), tag: 0)
        bar.items = [selected, UITabBarItem(title: "Off", image: UIImage(systemName: "heart"), tag: 1)]
        bar.selectedItem = selected
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        bar.standardAppearance = appearance
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPurple
        host.window.addSubview(bar)
        let commands = host.render().commands
        let tints = commands.compactMap { command -> UIColor? in
            if case .image(_, _, let tint, _) = command { return tint }
            return nil
        }
        let traits = bar.traitCollection
        #expect(tints.first == UIColor.systemOrange.resolvedColor(with: traits), "the copy kept, not the later change")
        let offColor = commands.compactMap { command -> UIColor? in
            if case .text(let run) = command, run.text == "Off" { return run.color }
            return nil
        }
        #expect(offColor == [UIColor.systemGreen.resolvedColor(with: traits)])
    }

    @Test func theItemsShareTheBarsWidthInACompactWidth() {
        let host = TestHost()
        let bar = UITabBar(frame: CGRect(x: 0, y: 700, width: 393, height: 49))
        bar.items = (0..<3).map { UITabBarItem(title: "T\($0)", image: nil, tag: $0) }
        host.window.addSubview(bar)
        let frames = (0..<3).map { host.tabBars.buttons["T\($0)"].frame }
        #expect(frames.map(\.width).allSatisfy { abs($0 - 131) <= 1 })
        #expect(frames[0].minX == 0 && frames[2].maxX == 393)
    }
}
