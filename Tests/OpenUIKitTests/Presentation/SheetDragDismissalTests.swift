import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Dragging a card sheet on iPhone 15 (`SheetDragController.swift`): it snaps to the nearest detent,
/// leaves when released past half of its smallest detent (by distance, or by a flick's velocity), and
/// tells its delegate in UIKit's order — or refuses, for a modal sheet or a delegate that says no.
@MainActor
@Suite struct SheetDragDismissalTests {
    /// A slow drag (3 s) of `distance` points down from a point near the card's top.
    private func slowDrag(_ fixture: PresentedSheet, by distance: CGFloat) {
        let start = CGPoint(x: 196, y: fixture.sheet.view.frame.minY + 40)
        fixture.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), steps: 30, duration: 3)
    }

    @Test func aLongSlowDragDismissesAndTellsTheDelegateInOrder() {
        let fixture = PresentedSheet()
        slowDrag(fixture, by: 500)
        #expect(fixture.sheet.isBeingDismissed)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(fixture.root.view.transform == .identity)
    }

    @Test func aShortSlowDragSpringsBack() {
        let fixture = PresentedSheet()
        slowDrag(fixture, by: 150)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(!fixture.delegate.events.contains("didDismiss"))
    }

    @Test func aShortFastFlickDismissesByVelocity() {
        let fixture = PresentedSheet()
        let start = CGPoint(x: 196, y: 120)
        fixture.host.drag(from: start, to: CGPoint(x: 196, y: 270), steps: 5, duration: 0.05)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil, "150 points at 3000 pt/s heads past the threshold")
        #expect(fixture.delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aDragSnapsBetweenDetentsAndTellsTheDelegate() {
        let fixture = PresentedSheet(detents: [.medium(), .large()])
        #expect(fixture.sheet.view.frame.minY == 443)
        slowDrag(fixture, by: -300)
        fixture.host.runUntilIdle()
        #expect(fixture.controller.selectedDetentIdentifier == .large)
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        slowDrag(fixture, by: 300)
        fixture.host.runUntilIdle()
        #expect(fixture.controller.selectedDetentIdentifier == .medium)
        #expect(fixture.sheet.view.frame.minY == 443)
        #expect(fixture.delegate.events == ["detent:\(UISheetPresentationController.Detent.Identifier.large.rawValue)",
                                            "detent:\(UISheetPresentationController.Detent.Identifier.medium.rawValue)"])
    }

    @Test func theCardFollowsTheFingerWhileDragged() {
        let fixture = PresentedSheet(detents: [.medium(), .large()])
        let start = CGPoint(x: 196, y: 480)
        let id = fixture.host.touchDown(at: start)
        for step in 1...10 {
            fixture.host.advance(by: 0.05)
            fixture.host.send(.move, at: CGPoint(x: 196, y: 480 - CGFloat(step) * 20), pointer: id)
        }
        fixture.host.window.layoutIfNeeded()
        // The finger moved 200 points up; the first step, which crosses the pan's hysteresis, is not
        // counted: 180 points.
        #expect(abs(fixture.sheet.view.frame.minY - (443 - 180)) < 0.01, "\(fixture.sheet.view.frame)")
        #expect(fixture.sheet.view.frame.maxY == 852, "between detents the card grows from the bottom")
        fixture.host.send(.up, at: CGPoint(x: 196, y: 280), pointer: id)
        fixture.host.runUntilIdle()
    }

    @Test func aModalSheetRefusesWithoutAskingAndSaysItWasAttempted() {
        let fixture = PresentedSheet(modal: true)
        let start = CGPoint(x: 196, y: 109)
        let id = fixture.host.touchDown(at: start)
        for step in 1...10 {
            fixture.host.advance(by: 0.1)
            fixture.host.send(.move, at: CGPoint(x: 196, y: 109 + CGFloat(step) * 61), pointer: id)
        }
        fixture.host.window.layoutIfNeeded()
        // The finger moved 549 points after the step that crossed the pan's hysteresis: the card a third.
        #expect(abs(fixture.sheet.view.frame.minY - (69 + 549.0 / 3)) < 0.01, "rubber band: \(fixture.sheet.view.frame)")
        fixture.host.send(.up, at: CGPoint(x: 196, y: 719), pointer: id)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.delegate.events == ["didAttemptToDismiss"])
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func aRefusingDelegateIsAskedThenToldOfTheAttempt() {
        let fixture = PresentedSheet()
        fixture.delegate.allowsDismiss = false
        // Refused, the card follows the finger at a third; the finger's intent counts for the attempt.
        slowDrag(fixture, by: 700)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.delegate.events == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test func aDragOnThePresenterDoesNotMoveTheSheet() {
        let fixture = PresentedSheet(detents: [.medium()])
        fixture.host.drag(from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 400), steps: 10, duration: 1)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.sheet)
        #expect(fixture.delegate.events.isEmpty)
    }
}
