import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Pull to refresh with real drags in virtual time: a pull past the threshold sends `.valueChanged`
/// once and keeps the control showing until `endRefreshing()`; a short pull does nothing.
@MainActor
@Suite struct UIRefreshControlTests {
    /// A 393 × 500 scroll view at y = 100 (below the safe area: no inset added) with tall content and a
    /// refresh control whose `.valueChanged` events are counted.
    @MainActor final class Fixture {
        let host = TestHost()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 500))
        let refreshControl = UIRefreshControl()
        var events = 0

        init() {
            scrollView.contentSize = CGSize(width: 393, height: 2000)
            refreshControl.addAction(UIAction { [unowned self] _ in events += 1 }, for: .valueChanged)
            scrollView.refreshControl = refreshControl
            host.window.addSubview(scrollView)
            host.advance(by: 0)
        }

        /// Drags down from inside the scroll view by `distance` and lets go, then lets the motion end.
        func pull(by distance: CGFloat) {
            host.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 150 + distance))
            host.advance(by: 2)
        }
    }

    @Test func settingItAddsItAboveTheContent() {
        let f = Fixture()
        #expect(f.refreshControl.superview === f.scrollView)
        #expect(f.refreshControl.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        #expect(!f.refreshControl.isRefreshing)
        f.scrollView.refreshControl = nil
        #expect(f.refreshControl.superview == nil)
    }

    @Test func aShortPullSpringsBackWithoutRefreshing() {
        let f = Fixture()
        f.pull(by: 60)
        #expect(f.events == 0 && !f.refreshControl.isRefreshing)
        #expect(f.scrollView.contentOffset.y == 0)
    }

    @Test func aLongPullRefreshesOnceAndRestsBelowTheControl() {
        let f = Fixture()
        f.pull(by: 350)
        #expect(f.events == 1)
        #expect(f.refreshControl.isRefreshing)
        #expect(f.scrollView.adjustedContentInset.top == 60)
        #expect(f.scrollView.contentOffset.y == -60, "rests showing the control")
        f.pull(by: 350)
        #expect(f.events == 1, "no second event while refreshing")
        f.refreshControl.endRefreshing()
        #expect(!f.refreshControl.isRefreshing)
        #expect(f.scrollView.adjustedContentInset.top == 0 && f.scrollView.contentOffset.y == 0)
        f.pull(by: 350)
        #expect(f.events == 2, "a new pull after the refresh ended")
    }

    @Test func beginRefreshingSendsNoEventAndDoesNotScroll() {
        let f = Fixture()
        f.refreshControl.beginRefreshing()
        #expect(f.refreshControl.isRefreshing && f.events == 0)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(f.scrollView.adjustedContentInset.top == 60)
        f.refreshControl.endRefreshing()
        #expect(f.scrollView.adjustedContentInset.top == 0)
    }

    @Test func aDisabledControlDoesNotRefresh() {
        let f = Fixture()
        f.refreshControl.isEnabled = false
        f.pull(by: 350)
        #expect(f.events == 0 && !f.refreshControl.isRefreshing)
    }

    @Test func aTableViewControllerGivesItToItsTable() {
        let controller = UITableViewController(style: .plain)
        let refreshControl = UIRefreshControl()
        controller.refreshControl = refreshControl
        #expect(controller.tableView.refreshControl === refreshControl)
        #expect(controller.refreshControl === refreshControl)
    }
}
