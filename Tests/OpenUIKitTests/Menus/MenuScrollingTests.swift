import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A menu taller than the screen, as iOS shows one: the panel stays inside the safe area and its rows
/// scroll — a drag inside the panel moves them (and chooses nothing), the arrow keys bring the
/// highlighted row into view — so every row can be reached.
@MainActor
@Suite struct MenuScrollingTests {
    private func openLongMenu(in host: TestHost, count: Int = 40,
                              log: @escaping @MainActor (String) -> Void = { _ in }) {
        let button = UIButton(type: .system)
        button.setTitle("Font", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        host.window.addSubview(button)
        button.menu = UIMenu(children: (1...count).map { index in
            UIAction(title: "Item \(index)") { _ in log("Item \(index)") }
        })
        button.showsMenuAsPrimaryAction = true
        host.tap(button)
        host.layOutWindowsForMenu()
    }

    /// The row titled `title`, in window coordinates (the container covers the window).
    private func rowFrame(_ title: String, in host: TestHost) throws -> CGRect {
        let menu = try #require(host.openMenu)
        let index = try #require(menu.rows.firstIndex { $0.title == title })
        return menu.rowViews[index].convert(menu.rowViews[index].bounds, to: host.window)
    }

    private func panelFrame(in host: TestHost) throws -> CGRect {
        try #require(host.openMenu).panel.frame
    }

    /// Drags inside the panel from near its bottom to near its top, `times` times.
    private func dragUp(in host: TestHost, times: Int = 1) throws {
        let panel = try panelFrame(in: host)
        for _ in 0..<times {
            host.drag(from: CGPoint(x: panel.midX, y: panel.maxY - 20), to: CGPoint(x: panel.midX, y: panel.minY + 20))
        }
    }

    @Test func aMenuTallerThanTheScreenStaysInsideTheSafeAreaWithItsLastRowsBelowTheFold() throws {
        let host = TestHost()
        openLongMenu(in: host)
        let panel = try panelFrame(in: host)
        let safe = host.window.bounds.inset(by: host.window.safeAreaInsets)
        #expect(safe.contains(panel))
        #expect(try rowFrame("Item 1", in: host).minY == panel.minY)
        #expect(try rowFrame("Item 40", in: host).minY > panel.maxY)
    }

    @Test func aDragInsideThePanelScrollsTheRowsAndChoosesNothing() throws {
        let host = TestHost()
        var log: [String] = []
        openLongMenu(in: host) { log.append($0) }
        let before = try rowFrame("Item 1", in: host).minY
        let panel = try panelFrame(in: host)
        // Ten moves of 20 points: the first crosses the 10-point threshold, the rows follow the other nine.
        host.drag(from: CGPoint(x: panel.midX, y: panel.midY), to: CGPoint(x: panel.midX, y: panel.midY - 200),
                  steps: 10)
        #expect(try rowFrame("Item 1", in: host).minY == before - 180)
        #expect(log.isEmpty && host.openMenu != nil)
        #expect(host.highlightedMenuRowTitle == nil)
        host.drag(from: CGPoint(x: panel.midX, y: panel.midY), to: CGPoint(x: panel.midX, y: panel.midY + 500))
        #expect(try rowFrame("Item 1", in: host).minY == before)
    }

    @Test func scrolledToTheEndTheLastRowEndsAtThePanelsBottomAndATapChoosesIt() throws {
        let host = TestHost()
        var log: [String] = []
        openLongMenu(in: host) { log.append($0) }
        try dragUp(in: host, times: 3)
        #expect(try rowFrame("Item 40", in: host).maxY == panelFrame(in: host).maxY)
        host.tapMenuRow("Item 40")
        #expect(log == ["Item 40"])
    }

    @Test func theArrowKeysKeepTheHighlightedRowInView() throws {
        let host = TestHost()
        openLongMenu(in: host)
        for _ in 0..<40 { host.press(key: .keyboardDownArrow) }
        #expect(host.highlightedMenuRowTitle == "Item 40")
        let panel = try panelFrame(in: host)
        #expect(panel.contains(try rowFrame("Item 40", in: host)))
        for _ in 0..<39 { host.press(key: .keyboardUpArrow) }
        #expect(host.highlightedMenuRowTitle == "Item 1")
        #expect(panel.contains(try rowFrame("Item 1", in: host)))
    }

    @Test func aShortMenuDoesNotScrollADragSlidesOverItsRows() throws {
        let host = TestHost()
        var log: [String] = []
        openLongMenu(in: host, count: 4) { log.append($0) }
        let first = try rowFrame("Item 1", in: host)
        let third = try rowFrame("Item 3", in: host)
        let finger = host.touchDown(at: CGPoint(x: first.midX, y: first.midY))
        host.send(.move, at: CGPoint(x: third.midX, y: third.midY), pointer: finger)
        #expect(try rowFrame("Item 1", in: host) == first)
        #expect(host.highlightedMenuRowTitle == "Item 3")
        host.send(.up, at: CGPoint(x: third.midX, y: third.midY), pointer: finger)
        #expect(log == ["Item 3"])
    }
}
