import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Section headers and footers: from the data source's titles or the delegate's views, sized
/// automatically unless a height is given, floating in a plain table as UIKit's.
@MainActor
@Suite struct UITableViewHeaderTests {
    @Test func aPlainTableShowsTitledHeadersAndNoneWithoutTitles() throws {
        let f = TableFixture(counts: [20, 3]) { _, log in log.headerTitles = [0: "Fruit"] }
        #expect(f.table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 393, height: 28))
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(f.table.rectForHeader(inSection: 1).height == 0)
        let header = try #require(f.table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first)
        #expect(header.textLabel?.text == "Fruit")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 28))
    }

    @Test func aPlainHeaderFloatsWhileItsSectionScrolls() throws {
        let f = TableFixture(counts: [20, 20]) { _, log in log.headerTitles = [0: "A", 1: "B"] }
        let first = try #require(f.table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first)
        f.table.contentOffset = CGPoint(x: 0, y: 300)
        f.host.advance(by: 0)
        #expect(first.frame.minY == 300, "pinned to the top of the visible area")
        // Section 0 ends at 28 + 880 = 908: its header leaves with it.
        f.table.contentOffset = CGPoint(x: 0, y: 890)
        f.host.advance(by: 0)
        #expect(first.frame.minY == CGFloat(908 - 28))
        let second = try #require(f.table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first { $0.textLabel?.text == "B" })
        #expect(second.frame.minY == 908)
    }

    @Test func groupedSectionsAreSetApartWithoutTitles() {
        let f = TableFixture(style: .grouped, counts: [2, 2])
        #expect(f.table.rectForHeader(inSection: 0).height == 35)
        #expect(f.table.rectForFooter(inSection: 0).height == 18)
        #expect(f.table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 35 + 88 + 18, width: 393, height: 18))
    }

    @Test func groupedHeaderTitlesAreUppercasedFootnotes() throws {
        let f = TableFixture(style: .insetGrouped, counts: [2]) { _, log in
            log.headerTitles = [0: "Account"]
            log.footerTitles = [0: "Signed in"]
        }
        let views = f.table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
        #expect(Set(views.compactMap { $0.textLabel?.text }) == ["ACCOUNT", "Signed in"])
        #expect(views.allSatisfy { $0.textLabel?.textColor == .secondaryLabel })
        #expect(f.table.rectForHeader(inSection: 0).height > 28)
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20, "inset from the edges")
    }

    @Test func theDelegatesHeaderViewAndHeightWin() {
        let custom = UIView()
        let f = TableFixture(counts: [3]) { _, log in
            log.headerTitles = [0: "Ignored"]
            log.headerViews = [0: custom]
            log.headerHeights = [0: 50]
        }
        #expect(custom.superview === f.table)
        #expect(custom.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
        #expect(f.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    }
}
