import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A form sheet and a keyboard that is already up, or that appears while the sheet is still being
/// presented. On the iPad in portrait (820×1180) a 540×620 form sheet rests at y = 280; with a
/// 300-point keyboard (top at 880) it is raised to y = 130, the place it moves to when the keyboard
/// appears after the presentation (`PresentationFrameTests`).
@MainActor
@Suite struct FormSheetKeyboardTests {
    let keyboard = CGRect(x: 0, y: 880, width: 820, height: 300)

    private func showKeyboard(duration: TimeInterval = 0) {
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: keyboard,
            UIResponder.keyboardAnimationDurationUserInfoKey: duration,
        ])
    }

    private func hideKeyboard(duration: TimeInterval = 0) {
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil,
                                        userInfo: [UIResponder.keyboardAnimationDurationUserInfoKey: duration])
    }

    private func sheet(_ style: UIModalPresentationStyle = .formSheet,
                       transition: UIModalTransitionStyle = .coverVertical,
                       on host: TestHost) -> (root: UIViewController, sheet: UIViewController) {
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        sheet.modalTransitionStyle = transition
        return (root, sheet)
    }

    /// The frame a form sheet gets when the keyboard appears after its presentation.
    private func raisedFrameAfterPresentation() -> CGRect {
        let host = TestHost(device: .iPad)
        let (root, sheet) = sheet(on: host)
        root.present(sheet, animated: false)
        let resting = sheet.view.frame
        showKeyboard()
        #expect(sheet.view.frame != resting)
        return sheet.view.frame
    }

    /// UIKit posts keyboard notifications on the main thread only; one posted on another thread is
    /// ignored (with a `keyboard.offMainThread` warning, reported later on the main actor) instead of
    /// trapping. The main actor waits for the posting thread here, so no other test runs in between.
    @Test func aKeyboardNotificationPostedOffTheMainThreadIsIgnored() {
        let host = TestHost(device: .iPad)
        let (root, sheet) = sheet(on: host)
        root.present(sheet, animated: false)
        let keyboard = self.keyboard
        let posted = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
            posted.signal()
        }
        posted.wait()
        #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        // The app did not take it either: a sheet presented now is not raised.
        sheet.dismiss(animated: false)
        let second = UIViewController()
        second.modalPresentationStyle = .formSheet
        root.present(second, animated: false)
        #expect(second.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
    }

    @Test func aSheetPresentedWhileTheKeyboardIsUpIsRaisedFromItsFirstFrame() {
        let raised = raisedFrameAfterPresentation()
        #expect(raised == CGRect(x: 140, y: 130, width: 540, height: 620))
        let host = TestHost(device: .iPad)
        showKeyboard(duration: 0.25)
        let (root, sheet) = sheet(on: host)
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == raised)
        host.window.layoutIfNeeded()
        #expect(sheet.view.frame == raised)
        hideKeyboard()
        #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620), "back to the centre")
    }

    /// The application tells every form sheet in its windows: one presented from another, and one in
    /// a second window.
    @Test func everySheetOnScreenFollowsTheKeyboard() {
        let raised = raisedFrameAfterPresentation()
        let host = TestHost(device: .iPad)
        let (root, first) = sheet(on: host)
        root.present(first, animated: false)
        let second = UIViewController()
        second.modalPresentationStyle = .formSheet
        first.present(second, animated: false)
        let otherWindow = UIWindow(frame: host.window.frame)
        let otherRoot = UIViewController()
        otherWindow.rootViewController = otherRoot
        otherWindow.isHidden = false
        let third = UIViewController()
        third.modalPresentationStyle = .formSheet
        otherRoot.present(third, animated: false)
        showKeyboard()
        #expect([first, second, third].map(\.view.frame) == [raised, raised, raised])
        hideKeyboard()
        #expect([first, second, third].allSatisfy { $0.view.frame.minY == 280 })
    }

    @Test(arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve])
    func anAnimatedPresentationStartedWithTheKeyboardUpEndsRaised(transition: UIModalTransitionStyle) {
        let raised = raisedFrameAfterPresentation()
        let host = TestHost(device: .iPad)
        showKeyboard()
        let (root, sheet) = sheet(transition: transition, on: host)
        root.present(sheet, animated: true)
        host.advance(by: 1)
        #expect(sheet.view.frame == raised)
    }

    @Test(arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve])
    func theKeyboardShownDuringAnAnimatedPresentationRaisesTheSheetWithoutAJump(transition: UIModalTransitionStyle) {
        let raised = raisedFrameAfterPresentation()
        let host = TestHost(device: .iPad)
        let (root, sheet) = sheet(transition: transition, on: host)
        root.present(sheet, animated: true)
        host.advance(by: 0.2)
        #expect(sheet.isBeingPresented)
        let before = sheet.view.frame
        showKeyboard(duration: 0.25)
        #expect(sheet.view.frame == before, "the running transition carries the sheet on from where it is")
        var previous = before
        var largestStep: CGFloat = 0
        while sheet.isBeingPresented {
            host.advance(by: 1.0 / 60)  // one animation step
            largestStep = max(largestStep, abs(sheet.view.frame.minY - previous.minY))
            previous = sheet.view.frame
        }
        #expect(sheet.view.frame == raised)
        #expect(largestStep < 60, "it glides to the raised place")
        host.window.layoutIfNeeded()
        #expect(sheet.view.frame == raised)
    }

    @Test func theKeyboardHiddenDuringAnAnimatedPresentationLeavesTheSheetCentred() {
        let host = TestHost(device: .iPad)
        showKeyboard()
        let (root, sheet) = sheet(on: host)
        root.present(sheet, animated: true)
        host.advance(by: 0.2)
        hideKeyboard(duration: 0.25)
        host.advance(by: 1)
        #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
    }

    @Test func aSecondKeyboardChangeDuringTheMoveRedirectsIt() {
        let host = TestHost(device: .iPad)
        let (root, sheet) = sheet(on: host)
        root.present(sheet, animated: false)
        showKeyboard(duration: 0.25)
        host.advance(by: 0.1)
        let midway = sheet.view.frame.minY
        #expect(midway < 280 && midway > 130)
        hideKeyboard(duration: 0.25)
        #expect(sheet.view.frame.minY == midway)
        host.advance(by: 1)
        host.window.layoutIfNeeded()
        #expect(sheet.view.frame.minY == 280, "the hidden keyboard wins over the move it interrupted")
    }

    @Test func aKeyboardShownByTheSheetsAppearanceCallbackRaisesItBeforeItAnimatesIn() {
        let raised = raisedFrameAfterPresentation()
        let host = TestHost(device: .iPad)
        let (root, _) = sheet(on: host)
        let sheet = KeyboardShowingController(keyboard: keyboard)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: true)
        #expect(sheet.view.frame.minY > raised.minY, "it slides up from below")
        host.advance(by: 1)
        #expect(sheet.view.frame == raised)
    }

    @Test(arguments: [UIModalPresentationStyle.pageSheet, .fullScreen, .overFullScreen])
    func otherStylesPresentedWithTheKeyboardUpAreUnaffected(style: UIModalPresentationStyle) {
        let host = TestHost(device: .iPad)
        let (root, sheet) = sheet(style, on: host)
        root.present(sheet, animated: false)
        let withoutKeyboard = sheet.view.frame
        root.dismiss(animated: false)
        showKeyboard()
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == withoutKeyboard)
        hideKeyboard()
        #expect(sheet.view.frame == withoutKeyboard)
    }

    @Test func aNewApplicationStartsWithTheKeyboardHidden() {
        let first = TestHost(device: .iPad)
        defer { withExtendedLifetime(first) {} }  // the test's runtime while it runs
        showKeyboard()
        #expect(first.runtime.keyboard.isVisible)
        let host = TestHost(device: .iPad)
        #expect(!host.runtime.keyboard.isVisible)
        let (root, sheet) = sheet(on: host)
        root.present(sheet, animated: false)
        #expect(sheet.view.frame.minY == 280)
    }
}
