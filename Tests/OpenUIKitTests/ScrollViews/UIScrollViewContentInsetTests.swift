import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `adjustedContentInset` (iOS 11): the content inset plus the safe area, as each
/// `contentInsetAdjustmentBehavior` documents, and the offsets it allows.
@MainActor
@Suite struct UIScrollViewContentInsetTests {
    /// A full-screen scroll view on an iPhone 15 (safe area: 59 points on top, 34 at the bottom).
    private func fullScreen(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior,
                            content: CGSize = CGSize(width: 393, height: 2000)) -> (TestHost, UIScrollView, ScrollDelegateLog) {
        let host = TestHost()
        let scrollView = UIScrollView(frame: host.window.bounds)
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.contentSize = content
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        host.window.addSubview(scrollView)
        host.advance(by: 0)
        return (host, scrollView, log)
    }

    @Test func automaticAndScrollableAxesAddTheSafeAreaAlongTheAxisThatScrolls() {
        for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            let (host, scrollView, _) = fullScreen(behavior)
            #expect(scrollView.window === host.window)
            #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
        }
    }

    @Test func contentThatFitsIsNotAdjustedUnlessItAlwaysBounces() {
        let (host, scrollView, _) = fullScreen(.scrollableAxes, content: CGSize(width: 393, height: 300))
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        scrollView.alwaysBounceVertical = true
        scrollView.setNeedsLayout()
        host.advance(by: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
    }

    @Test func neverAndAlways() {
        let (host, never, _) = fullScreen(.never)
        #expect(never.window === host.window)
        #expect(never.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        let (otherHost, always, _) = fullScreen(.always, content: CGSize(width: 10, height: 10))
        #expect(always.window === otherHost.window)
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
    }

    @Test func restingContentStartsBelowTheAdjustedTopAndTheRangeEndsAtTheAdjustedBottom() {
        let (host, scrollView, _) = fullScreen(.automatic)
        #expect(scrollView.window === host.window)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -69))
        #expect(scrollView.contentOffsetRange == CGRect(x: 0, y: -69, width: 0, height: 2054 - 852 + 69))
    }

    @Test func aChangeOfTheAdjustedInsetIsReportedOnceToTheSubclassThenTheDelegate() {
        final class Reporting: UIScrollView {
            var changes: [UIEdgeInsets] = []
            override func adjustedContentInsetDidChange() {
                super.adjustedContentInsetDidChange()
                changes.append(adjustedContentInset)
            }
        }
        let host = TestHost()
        let scrollView = Reporting(frame: host.window.bounds)
        let log = ScrollDelegateLog()
        scrollView.delegate = log
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        host.window.addSubview(scrollView)
        host.advance(by: 0)
        #expect(scrollView.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        scrollView.contentInset.bottom = 44
        scrollView.contentInset.bottom = 44
        #expect(scrollView.changes.last == UIEdgeInsets(top: 59, left: 0, bottom: 78, right: 0))
        #expect(scrollView.changes.count == 2)
        #expect(log.entries.filter { $0 == "didChangeAdjustedContentInset" }.count == 2)
    }
}
