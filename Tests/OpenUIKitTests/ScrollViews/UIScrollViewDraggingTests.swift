import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Dragging, flicking, bouncing and paging as a UIKit developer expects from Apple's documentation:
/// the delegate's order, the release velocity in points per millisecond, and motion that ends in
/// virtual time where it was said to end.
@MainActor
@Suite struct UIScrollViewDraggingTests {
    @Test func aDragFollowsTheFingerFromWhereThePanBeganAndEndsWithoutDecelerating() {
        let f = ScrollFixture()
        let id = f.host.touchDown(at: f.middle)
        #expect(f.scrollView.isTracking && !f.scrollView.isDragging)
        f.host.send(.move, at: CGPoint(x: 190, y: 285), pointer: id)
        #expect(f.scrollView.isDragging)
        #expect(f.scrollView.contentOffset == .zero, "the pan's hysteresis does not jump the content")
        f.host.send(.move, at: CGPoint(x: 190, y: 185), pointer: id)
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        f.host.advance(by: 0.2)
        f.host.send(.up, at: CGPoint(x: 190, y: 185), pointer: id)
        #expect(f.log.order == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(false)"])
        #expect(f.log.releaseVelocity == .zero)
        #expect(f.log.proposedTarget == CGPoint(x: 0, y: 100))
        #expect(!f.scrollView.isTracking && !f.scrollView.isDragging && !f.scrollView.isDecelerating)
    }

    @Test func aFlickDeceleratesOnTheSchedulerAndRestsOnTheTargetItWasTold() throws {
        let f = ScrollFixture()
        f.flick(by: CGPoint(x: 0, y: -150))
        let velocity = try #require(f.log.releaseVelocity)
        #expect(velocity.x == 0 && velocity.y > 0.4 && velocity.y < 0.6, "points per millisecond, as the offset grows")
        let target = try #require(f.log.proposedTarget)
        #expect(target.y > f.scrollView.contentOffset.y + 100)
        #expect(f.log.order == ["willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(f.scrollView.isDecelerating)
        f.host.advance(by: 0.5)
        let partway = f.scrollView.contentOffset.y
        #expect(partway < target.y)
        #expect(f.host.advance(until: { !f.scrollView.isDecelerating }, timeout: 5))
        // Exactly there, but for the last bits of the floating-point steps.
        #expect(f.scrollView.contentOffset.x == 0 && abs(f.scrollView.contentOffset.y - target.y) < 1e-9)
        #expect(f.log.order.suffix(3) == ["willBeginDecelerating", "scroll", "didEndDecelerating"])
        let offsets = f.log.scrolledOffsets.map(\.y)
        #expect(offsets == offsets.sorted(), "the content slows down without going back")
    }

    @Test func theFastRateStopsSooner() throws {
        func restingDistance(_ rate: UIScrollView.DecelerationRate) throws -> CGFloat {
            let f = ScrollFixture()
            f.scrollView.decelerationRate = rate
            f.flick(by: CGPoint(x: 0, y: -150))
            let released = f.scrollView.contentOffset.y
            _ = f.host.runUntilIdle(limit: 10)
            return f.scrollView.contentOffset.y - released
        }
        let normal = try restingDistance(.normal), fast = try restingDistance(.fast)
        #expect(fast > 0 && fast < normal / 3)
    }

    @Test func aFlickPastTheEndSpringsBackToTheEdge() {
        let f = ScrollFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        f.flick(by: CGPoint(x: 0, y: -150))
        #expect(f.log.proposedTarget == CGPoint(x: 0, y: 800), "the target is kept within the content")
        f.host.advance(by: 0.3)
        #expect(f.log.scrolledOffsets.contains { $0.y > 800 }, "it went past the end")
        #expect(f.host.advance(until: { !f.scrollView.isDecelerating }, timeout: 5))
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 800))
        #expect(f.log.entries.last == "didEndDecelerating")
    }

    @Test func withoutBouncesAFlickStopsAtTheEdge() {
        let f = ScrollFixture()
        f.scrollView.bounces = false
        f.scrollView.contentOffset = CGPoint(x: 0, y: 700)
        f.flick(by: CGPoint(x: 0, y: -150))
        _ = f.host.runUntilIdle(limit: 10)
        #expect(f.log.scrolledOffsets.allSatisfy { $0.y <= 800 })
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 800))
    }

    @Test func draggingPastTheTopRubberBandsThenSpringsBack() {
        let f = ScrollFixture()
        let id = f.host.touchDown(at: f.middle)
        f.host.send(.move, at: CGPoint(x: 190, y: 320), pointer: id)
        f.host.send(.move, at: CGPoint(x: 190, y: 420), pointer: id)
        let shown = -f.scrollView.contentOffset.y
        #expect(shown > 0 && shown < 100, "the content follows the finger less and less past the edge")
        f.host.advance(by: 0.2)
        f.host.send(.up, at: CGPoint(x: 190, y: 420), pointer: id)
        #expect(f.log.entries.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(f.log.proposedTarget == .zero)
        #expect(f.host.advance(until: { !f.scrollView.isDecelerating }, timeout: 2))
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.host.now < 1.5, "the spring settles in well under a second")
    }

    @Test func contentThatFitsDoesNotDragUnlessItAlwaysBounces() {
        let f = ScrollFixture(contentSize: CGSize(width: 300, height: 300))
        f.slowDrag(by: CGPoint(x: 0, y: -100))
        #expect(f.log.entries.isEmpty)
        f.scrollView.alwaysBounceVertical = true
        f.slowDrag(by: CGPoint(x: 0, y: -100))
        #expect(f.log.entries.first == "willBeginDragging")
        _ = f.host.runUntilIdle(limit: 5)
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test func scrollingDisabledIgnoresDrags() {
        let f = ScrollFixture()
        f.scrollView.isScrollEnabled = false
        #expect(!f.scrollView.panGestureRecognizer.isEnabled)
        f.flick(by: CGPoint(x: 0, y: -150))
        #expect(f.scrollView.contentOffset == .zero && f.log.entries.isEmpty)
    }

    @Test func theDelegateCanMoveTheTargetAndTheContentRestsThere() {
        let f = ScrollFixture()
        f.log.replacementTarget = CGPoint(x: 0, y: 440)
        f.flick(by: CGPoint(x: 0, y: -150))
        #expect(f.host.advance(until: { !f.scrollView.isDecelerating }, timeout: 5))
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 440))
    }

    @Test func aTouchStopsADecelerationWhereItIs() {
        let f = ScrollFixture()
        f.flick(by: CGPoint(x: 0, y: -150))
        f.host.advance(by: 0.2)
        let caught = f.scrollView.contentOffset
        let id = f.host.touchDown(at: f.middle)
        #expect(!f.scrollView.isDecelerating)
        f.host.advance(by: 1)
        #expect(f.scrollView.contentOffset == caught)
        f.host.send(.up, at: f.middle, pointer: id)
        #expect(!f.log.entries.contains("didEndDecelerating"))
    }

    @Test func pagingSettlesOnTheNearestPageOrTheNextOneAfterAFlick() {
        let f = ScrollFixture(contentSize: CGSize(width: 1200, height: 400))
        f.scrollView.isPagingEnabled = true
        f.slowDrag(by: CGPoint(x: -100, y: 0))
        #expect(f.log.proposedTarget == .zero, "under half a page, slowly: back to the first page")
        _ = f.host.runUntilIdle(limit: 5)
        #expect(f.scrollView.contentOffset == .zero)
        f.slowDrag(by: CGPoint(x: -200, y: 0))
        _ = f.host.runUntilIdle(limit: 5)
        #expect(f.scrollView.contentOffset == CGPoint(x: 300, y: 0), "past half a page: the next one")
        f.flick(by: CGPoint(x: -90, y: 0))
        #expect(f.log.proposedTarget == CGPoint(x: 600, y: 0), "a short flick turns one page")
        _ = f.host.runUntilIdle(limit: 5)
        #expect(f.scrollView.contentOffset == CGPoint(x: 600, y: 0))
        #expect(f.log.entries.last == "didEndDecelerating")
    }

    @Test func directionalLockKeepsAMostlyVerticalDragVertical() {
        let f = ScrollFixture(contentSize: CGSize(width: 900, height: 1200))
        f.scrollView.isDirectionalLockEnabled = true
        // The pan begins after the first 15-point move; the content follows from there.
        f.slowDrag(by: CGPoint(x: -30, y: -150))
        #expect(f.scrollView.contentOffset == CGPoint(x: 0, y: 135))
        let free = ScrollFixture(contentSize: CGSize(width: 900, height: 1200))
        free.slowDrag(by: CGPoint(x: -30, y: -150))
        #expect(free.scrollView.contentOffset == CGPoint(x: 27, y: 135))
    }
}
