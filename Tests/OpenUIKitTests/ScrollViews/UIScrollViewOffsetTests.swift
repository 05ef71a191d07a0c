import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The content offset as UIKit documents it: the bounds' origin, reported to the delegate, animated
/// over about 0.3 s in virtual time, and moved the least by `scrollRectToVisible`.
@MainActor
@Suite struct UIScrollViewOffsetTests {
    @Test func defaultsFollowUIKit() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.isScrollEnabled && scrollView.bounces && scrollView.clipsToBounds)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(!scrollView.isPagingEnabled && !scrollView.isDirectionalLockEnabled)
        #expect(scrollView.canCancelContentTouches && scrollView.delaysContentTouches)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    }

    @Test func contentOffsetIsTheBoundsOriginAndEachChangeIsReported() {
        let f = ScrollFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(f.scrollView.bounds == CGRect(x: 0, y: 250, width: 300, height: 400))
        #expect(f.scrollView.frame == CGRect(x: 40, y: 100, width: 300, height: 400))
        f.scrollView.bounds.origin = CGPoint(x: 0, y: 300)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        f.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(f.log.scrolledOffsets == [CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 300)])
    }

    @Test func changingTheContentSizeLeavesTheOffsetAlone() {
        let f = ScrollFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        f.scrollView.contentSize = CGSize(width: 300, height: 500)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 700))
    }

    @Test func animatedOffsetEasesOverAboutAThirdOfASecondThenTellsTheDelegate() {
        let f = ScrollFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(f.scrollView.contentOffset == .zero)
        f.host.advance(by: 0.15)
        let halfway = f.scrollView.contentOffset.y
        #expect(halfway > 200 && halfway < 400)
        #expect(!f.log.entries.contains("didEndScrollingAnimation"))
        f.host.advance(by: 0.2)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(f.log.order == ["scroll", "didEndScrollingAnimation"])
    }

    @Test func settingTheOffsetStopsAnAnimationWithoutEndingIt() {
        let f = ScrollFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        f.host.advance(by: 0.1)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        f.host.advance(by: 1)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!f.log.entries.contains("didEndScrollingAnimation"))
    }

    @Test func scrollRectToVisibleMovesTheLeastAndStaysInTheContent() {
        let f = ScrollFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(f.scrollView.contentOffset == .zero, "already visible")
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 50, height: 50), animated: false)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 250), "bottom edge brought to the bottom")
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 100), "top edge brought to the top")
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1150, width: 50, height: 200), animated: false)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 800), "no further than the content's end")
    }

    @Test func scrolledContentIsHitTestedAndDrawnAtItsContentPosition() {
        let f = ScrollFixture()
        let row = UIView(frame: CGRect(x: 0, y: 600, width: 300, height: 44))
        row.backgroundColor = .red
        f.scrollView.addSubview(row)
        #expect(f.host.window.hitTest(CGPoint(x: 100, y: 722), with: nil) !== row)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(f.host.window.hitTest(CGPoint(x: 100, y: 222), with: nil) === row)
        #expect(row.convert(CGPoint.zero, to: f.host.window) == CGPoint(x: 40, y: 200))
    }

    @Test func scrolledContentIsDrawnMovedByTheOffsetAndClipped() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        let row = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 20))
        row.backgroundColor = .red
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        let commands = scrollView.renderDisplayList().commands
        // The scroll view's group maps its bounds (origin 0, 50) to its frame, and clips to them.
        #expect(commands.first == .beginGroup(origin: CGPoint(x: 0, y: -50), clip: CGRect(x: 0, y: 50, width: 100, height: 100), alpha: 1))
        #expect(commands.contains(.fill(CGRect(x: 0, y: 0, width: 100, height: 20), color: .red, cornerRadius: 0)))
        #expect(commands.contains(.beginGroup(origin: CGPoint(x: 0, y: 60), clip: nil, alpha: 1)))
    }
}
