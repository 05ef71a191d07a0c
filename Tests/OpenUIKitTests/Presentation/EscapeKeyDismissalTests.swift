import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Escape on a hardware keyboard dismisses the frontmost presentation when the user may dismiss it
/// (`UIPresentationController+EscapeKey.swift`): sheets as a swipe down, popovers as a tap outside,
/// nothing for full-screen styles, and nothing while a presentation or dismissal transition runs.
@MainActor
@Suite struct EscapeKeyDismissalTests {
    private struct Fixture {
        let host: TestHost
        let root: UIViewController
        let sheet: UIViewController
    }

    /// A root controller on `device` and a controller of `style` ready to present from it (a popover
    /// anchored to a view of the root).
    private func makeFixture(style: UIModalPresentationStyle, device: UIScreen.Device = .iPad) -> Fixture {
        let host = TestHost(device: device)
        let root = UIViewController()
        host.window.rootViewController = root
        let anchor = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        root.view.addSubview(anchor)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        sheet.preferredContentSize = CGSize(width: 300, height: 200)
        if style == .popover {
            sheet.popoverPresentationController?.sourceView = anchor
        }
        return Fixture(host: host, root: root, sheet: sheet)
    }

    @Test(arguments: [UIModalPresentationStyle.formSheet, .pageSheet])
    func escapeDismissesASheetAndTellsTheDelegate(style: UIModalPresentationStyle) {
        let fixture = makeFixture(style: style)
        let delegate = DismissalDelegateSpy()
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        #expect(fixture.sheet.isBeingDismissed, "dismissed with the animation")
        #expect(delegate.shouldDismissCalls == 1 && delegate.didDismissCalls == 0)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.sheet.viewIfLoaded?.window == nil)
        #expect(delegate.didDismissCalls == 1)
    }

    @Test func escapeLeavesAModalSheetOrARefusingDelegateAlone() {
        let fixture = makeFixture(style: .formSheet)
        let delegate = DismissalDelegateSpy()
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        fixture.sheet.isModalInPresentation = true
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        #expect(delegate.shouldDismissCalls == 0, "a modal sheet does not even ask")
        fixture.sheet.isModalInPresentation = false
        delegate.allowsDismiss = false
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(delegate.shouldDismissCalls == 1 && delegate.didDismissCalls == 0)
        #expect(fixture.root.presentedViewController === fixture.sheet)
    }

    @Test func escapeDismissesAPopoverByItsRules() throws {
        let fixture = makeFixture(style: .popover)
        let delegate = PopoverDelegateSpy()
        let popover = try #require(fixture.sheet.popoverPresentationController)
        popover.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        let system = fixture.host.window.focusSystem

        fixture.sheet.isModalInPopover = true
        #expect(!system.handleKeyPress(.keyboardEscape))
        fixture.sheet.isModalInPopover = false
        delegate.allowsDismiss = false
        #expect(!system.handleKeyPress(.keyboardEscape))
        #expect(delegate.shouldDismissCalls == 1)
        delegate.allowsDismiss = true
        #expect(system.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil)
        #expect(delegate.shouldDismissCalls == 2 && delegate.didDismissCalls == 1)
    }

    @Test func escapeDismissesAnAdaptedPopoverUnlessItIsModal() {
        let fixture = makeFixture(style: .popover, device: .iPhone15)
        fixture.root.present(fixture.sheet, animated: false)
        #expect(fixture.sheet.presentationController?.presentationStyle == .fullScreen)
        fixture.sheet.isModalInPopover = true
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.sheet.isModalInPopover = false
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
    func escapeDoesNotDismissAFullScreenPresentation(style: UIModalPresentationStyle) {
        let fixture = makeFixture(style: style)
        fixture.root.present(fixture.sheet, animated: false)
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController === fixture.sheet)
    }

    @Test func escapeWithNothingPresentedOrDuringATransitionDoesNothing() {
        let fixture = makeFixture(style: .formSheet)
        let system = fixture.host.window.focusSystem
        #expect(!system.handleKeyPress(.keyboardEscape))
        fixture.root.present(fixture.sheet, animated: true)
        #expect(!system.handleKeyPress(.keyboardEscape), "still sliding in")
        fixture.host.runUntilIdle()
        #expect(system.handleKeyPress(.keyboardEscape))
        #expect(!system.handleKeyPress(.keyboardEscape), "already being dismissed")
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil)
    }

    /// The source's rule: a page sheet adapted to full screen in a compact width is still dismissed
    /// by Escape, as by the swipe down UIKit keeps for it, with the same questions to the delegate and
    /// the same refusal while it is modal in presentation.
    @Test func escapeDismissesAPageSheetAdaptedToFullScreenInACompactWidth() {
        let fixture = makeFixture(style: .pageSheet, device: .iPhone15)
        fixture.host.runtime.compactSheetStyle = .fullScreen
        let delegate = DismissalDelegateSpy()
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        #expect(fixture.sheet.presentationController?.presentationStyle == .fullScreen, "adapted")
        let system = fixture.host.window.focusSystem

        fixture.sheet.isModalInPresentation = true
        #expect(!system.handleKeyPress(.keyboardEscape))
        #expect(delegate.shouldDismissCalls == 0)
        fixture.sheet.isModalInPresentation = false
        #expect(system.handleKeyPress(.keyboardEscape))
        #expect(fixture.sheet.isBeingDismissed && delegate.shouldDismissCalls == 1)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil && delegate.didDismissCalls == 1)
    }

    /// A sheet the delegate adapts to over-full-screen (keeping the content below visible) is still
    /// a sheet the user may dismiss: what counts is the requested style.
    @Test func escapeDismissesAPageSheetTheDelegateAdaptsToOverFullScreen() {
        let fixture = makeFixture(style: .pageSheet, device: .iPhone15)
        let delegate = PopoverDelegateSpy()
        delegate.adaptiveStyle = .overFullScreen
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        #expect(fixture.sheet.presentationController?.presentationStyle == .overFullScreen)
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test(arguments: [UIModalPresentationStyle.formSheet, .pageSheet, .popover])
    func escapeDuringTheDismissalTransitionDoesNothing(style: UIModalPresentationStyle) {
        let fixture = makeFixture(style: style)
        let delegate = DismissalDelegateSpy()
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        var completions = 0
        fixture.sheet.dismiss(animated: true) { completions += 1 }
        fixture.host.advance(by: 0.05)
        #expect(fixture.sheet.isBeingDismissed, "still sliding out")
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil && completions == 1)
        #expect(delegate.shouldDismissCalls == 0 && delegate.didDismissCalls == 0,
                "a dismissal by code is not the user's: the delegate hears nothing")
    }

    @Test func escapeWhileASheetSlidesInOverAnotherLeavesBothAlone() {
        let fixture = makeFixture(style: .formSheet)
        let delegate = DismissalDelegateSpy()
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        let top = UIViewController()
        top.modalPresentationStyle = .formSheet
        fixture.sheet.present(top, animated: true)
        fixture.host.advance(by: 0.05)
        #expect(top.isBeingPresented)
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape), "not the sheet below either")
        fixture.host.runUntilIdle()
        #expect(fixture.sheet.presentedViewController === top && fixture.root.presentedViewController === fixture.sheet)
        #expect(delegate.shouldDismissCalls == 0)
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape), "the top sheet, once in place")
        fixture.host.runUntilIdle()
        #expect(fixture.sheet.presentedViewController == nil && fixture.root.presentedViewController === fixture.sheet)
    }

    /// A form sheet moving for the keyboard is not in a transition (the keyboard rules call it a move):
    /// Escape dismisses it, the move jumping to its end first.
    @Test func escapeDismissesAFormSheetWhileItMovesForTheKeyboard() {
        let fixture = makeFixture(style: .formSheet)
        // Tall enough for a 300-point keyboard on the iPad in portrait to cover its bottom.
        fixture.sheet.preferredContentSize = CGSize(width: 540, height: 620)
        let delegate = DismissalDelegateSpy()
        fixture.sheet.presentationController?.delegate = delegate
        fixture.root.present(fixture.sheet, animated: false)
        let resting = fixture.sheet.view.frame
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 880, width: 820, height: 300),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        ])
        fixture.host.advance(by: 0.1)
        #expect(fixture.sheet.view.frame.minY < resting.minY, "moving up")
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        #expect(delegate.shouldDismissCalls == 1)
        fixture.host.runUntilIdle()
        #expect(fixture.root.presentedViewController == nil && delegate.didDismissCalls == 1)
    }
}
