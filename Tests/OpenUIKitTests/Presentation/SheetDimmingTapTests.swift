import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Tapping the dimmed area above a card sheet on iPhone 15 dismisses it, as iOS 15–17 do, with the
/// swipe down's rules: not while `isModalInPresentation` (the delegate hears
/// `presentationControllerDidAttemptToDismiss`), nor when the delegate refuses; where the card leaves the
/// presenter undimmed, the tap reaches the presenter instead.
@MainActor
@Suite struct SheetDimmingTapTests {
    private func present(modal: Bool = false, allowsDismiss: Bool = true,
                         undimmedMedium: Bool = false) -> (TestHost, UIViewController, UIViewController, SheetDelegateSpy) {
        let presented = PresentedSheet(detents: undimmedMedium ? [.medium()] : [.large()], modal: modal) {
            if undimmedMedium { $0.largestUndimmedDetentIdentifier = .medium }
        }
        presented.delegate.allowsDismiss = allowsDismiss
        return (presented.host, presented.root, presented.sheet, presented.delegate)
    }

    @Test func aTapAboveTheCardDismissesItAndTellsTheDelegateInOrder() {
        let (host, root, _, delegate) = present()
        host.tap(at: CGPoint(x: 196, y: 30))
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aModalCardStaysAndTheDelegateHearsTheAttempt() {
        let (host, root, sheet, delegate) = present(modal: true)
        host.tap(at: CGPoint(x: 196, y: 30))
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(delegate.events == ["didAttemptToDismiss"])
    }

    @Test func aDelegateThatRefusesKeepsTheCard() {
        let (host, root, sheet, delegate) = present(allowsDismiss: false)
        host.tap(at: CGPoint(x: 196, y: 30))
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(delegate.events == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test func aTapThatWobblesWithinTheTapDistanceStillDismisses() {
        let (host, root, _, delegate) = present()
        host.drag(from: CGPoint(x: 196, y: 30), to: CGPoint(x: 200, y: 38), steps: 3, duration: 0.1)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.events == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func aDragAcrossTheDimmedAreaIsNotATapAndKeepsTheCard() {
        let (host, root, sheet, delegate) = present()
        host.drag(from: CGPoint(x: 40, y: 30), to: CGPoint(x: 300, y: 40), steps: 5, duration: 0.2)
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(delegate.events.isEmpty)
    }

    @Test func aTapOnTheCardItselfDismissesNothing() {
        let (host, root, sheet, delegate) = present()
        host.tap(at: CGPoint(x: 196, y: 500))
        host.runUntilIdle()
        #expect(root.presentedViewController === sheet && delegate.events.isEmpty)
    }

    @Test func whereThePresenterIsUndimmedTheTapReachesItAndTheCardStays() {
        let (host, root, sheet, delegate) = present(undimmedMedium: true)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        host.tap(at: CGPoint(x: 80, y: 122))
        host.runUntilIdle()
        #expect(taps == 1)
        #expect(root.presentedViewController === sheet && delegate.events.isEmpty)
    }
}
