import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// UIAlertController as iOS 17 shows it, driven through real input: taps on the action buttons and on
/// the dimming, Return and Escape, virtual time for the transitions.
@MainActor
@Suite struct UIAlertControllerTests {
    private struct Fixture {
        let host: TestHost
        let root: UIViewController
    }

    private func makeFixture(device: UIScreen.Device = .iPhone15) -> Fixture {
        let host = TestHost(device: device)
        let root = UIViewController()
        host.window.rootViewController = root
        return Fixture(host: host, root: root)
    }

    /// The alert's button titled `title`, found as a user finds it: a button showing that title, once
    /// the window was laid out as before a frame is drawn.
    private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        alert.viewIfLoaded?.window?.layoutIfNeeded()
        var pending: [UIView] = [alert.view]
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.currentTitle == title, !button.isHidden,
               button.superview?.isHidden == false { return button }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    @Test func theHandlerRunsOnceTheDismissalHasCompleted() throws {
        let fixture = makeFixture()
        let alert = UIAlertController(title: "Saved", message: "Your file was saved.", preferredStyle: .alert)
        var stateWhenHandled: [(presented: Bool, inWindow: Bool)] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            stateWhenHandled.append((fixture.root.presentedViewController != nil, alert.viewIfLoaded?.window != nil))
        })
        fixture.root.present(alert, animated: true)
        fixture.host.advance(by: 1)
        fixture.host.tap(try #require(button("OK", in: alert)))
        #expect(stateWhenHandled.isEmpty, "the handler waits for the dismissal")
        #expect(alert.isBeingDismissed)
        fixture.host.advance(by: 1)
        #expect(stateWhenHandled.count == 1)
        #expect(stateWhenHandled.first?.presented == false && stateWhenHandled.first?.inWindow == false)
    }

    @Test func anAlertIs270PointsWideCentredWithTwoActionsSideBySideCancelOnTheLeft() throws {
        let fixture = makeFixture()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        fixture.root.present(alert, animated: false)
        let frame = alert.view.convert(alert.view.bounds, to: nil)
        #expect(frame.width == 270)
        #expect(abs(frame.midX - 393 / 2) < 0.01 && abs(frame.midY - 852 / 2) < 0.01)
        let delete = try #require(button("Delete", in: alert))
        let cancel = try #require(button("Cancel", in: alert))
        let deleteFrame = delete.convert(delete.bounds, to: nil)
        let cancelFrame = cancel.convert(cancel.bounds, to: nil)
        #expect(cancelFrame.minX < deleteFrame.minX, "cancel on the left")
        #expect(cancelFrame.minY == deleteFrame.minY)
        #expect(abs(deleteFrame.maxY - frame.maxY) < 0.01, "the buttons end the alert")
        #expect(frame.maxY - deleteFrame.minY <= 44 && frame.maxY - deleteFrame.minY > 43, "44 points with the hairline")
        #expect(cancelFrame.width > 134 && cancelFrame.width <= 135)
        #expect(delete.titleColor(for: .normal) == .systemRed)
        #expect(cancel.titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold), "cancel is bold")
        #expect(delete.titleLabel?.font == .systemFont(ofSize: 17))
    }

    @Test func threeActionsAreStackedWithTheCancelActionLast() throws {
        let fixture = makeFixture()
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Camera", style: .default))
        alert.addAction(UIAlertAction(title: "Library", style: .default))
        fixture.root.present(alert, animated: false)
        let frames = try ["Camera", "Library", "Cancel"].map { title in
            let view = try #require(button(title, in: alert))
            return view.convert(view.bounds, to: nil)
        }
        #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
        #expect(frames.allSatisfy { $0.width == 270 })
        #expect(abs(frames[2].maxY - alert.view.convert(alert.view.bounds, to: nil).maxY) < 0.01)
    }

    @Test func twoActionsWhoseTitlesDoNotFitSideBySideAreStacked() throws {
        let fixture = makeFixture()
        let alert = UIAlertController(title: "Remove App?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Remove from Home Screen", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        fixture.root.present(alert, animated: false)
        let remove = try #require(button("Remove from Home Screen", in: alert))
        let cancel = try #require(button("Cancel", in: alert))
        #expect(remove.bounds.width == 270 && cancel.bounds.width == 270)
        #expect(remove.convert(remove.bounds, to: nil).maxY <= cancel.convert(cancel.bounds, to: nil).minY,
                "stacked, cancel last")
    }

    @Test func aSecondCancelActionIsRefused() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let diagnostics = Diagnostics.record {
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        }
        #expect(diagnostics.map(\.code) == ["alert.secondCancelAction"])
        #expect(diagnostics.first?.message == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        #expect(alert.actions.map(\.title) == ["Cancel"])
        #expect(throws: AlertError.self) { try alert.tryAddAction(UIAlertAction(title: "No", style: .cancel)) }
    }

    @Test func aPreferredActionMustBeOneOfTheActions() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        let diagnostics = Diagnostics.record { alert.preferredAction = ok }
        #expect(diagnostics.map(\.code) == ["alert.preferredActionNotAdded"])
        #expect(alert.preferredAction == nil)
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.preferredAction === ok)
    }

    @Test func aTapOutsideAnAlertDoesNothingAndTheScreenBelowIsBlocked() throws {
        let fixture = makeFixture()
        var below = 0
        let underneath = UIButton(type: .system)
        underneath.frame = CGRect(x: 10, y: 100, width: 100, height: 44)
        underneath.addAction(UIAction { _ in below += 1 }, for: .touchUpInside)
        fixture.root.view.addSubview(underneath)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        var handled = 0
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled += 1 })
        fixture.root.present(alert, animated: true)
        fixture.host.advance(by: 1)
        fixture.host.tap(at: CGPoint(x: 60, y: 122))
        fixture.host.advance(by: 1)
        #expect(below == 0 && handled == 0)
        #expect(fixture.root.presentedViewController === alert)
    }

    @Test func aDisabledActionIgnoresTapsAndReturn() throws {
        let fixture = makeFixture()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        var handled = 0
        let ok = UIAlertAction(title: "OK", style: .default) { _ in handled += 1 }
        alert.addAction(ok)
        alert.preferredAction = ok
        ok.isEnabled = false
        fixture.root.present(alert, animated: false)
        fixture.host.tap(try #require(button("OK", in: alert)))
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardReturnOrEnter))
        fixture.host.advance(by: 1)
        #expect(handled == 0 && fixture.root.presentedViewController === alert)
        ok.isEnabled = true
        fixture.host.tap(try #require(button("OK", in: alert)))
        fixture.host.advance(by: 1)
        #expect(handled == 1 && fixture.root.presentedViewController == nil)
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelAction() {
        let fixture = makeFixture(device: .iPad)
        var chosen: [String] = []
        func makeAlert() -> UIAlertController {
            let alert = UIAlertController(title: "Quit?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
            let quit = UIAlertAction(title: "Quit", style: .default) { chosen.append($0.title ?? "") }
            alert.addAction(quit)
            alert.addAction(UIAlertAction(title: "Save", style: .default) { chosen.append($0.title ?? "") })
            alert.preferredAction = quit
            return alert
        }
        fixture.root.present(makeAlert(), animated: false)
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardReturnOrEnter))
        fixture.host.advance(by: 1)
        fixture.root.present(makeAlert(), animated: false)
        #expect(fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        fixture.host.advance(by: 1)
        #expect(chosen == ["Quit", "Cancel"])
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test func escapeLeavesAnAlertWithoutCancelActionAlone() {
        let fixture = makeFixture(device: .iPad)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "A", style: .default))
        alert.addAction(UIAlertAction(title: "B", style: .default))
        fixture.root.present(alert, animated: false)
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardEscape))
        #expect(!fixture.host.window.focusSystem.handleKeyPress(.keyboardReturnOrEnter), "two defaults, none preferred")
        fixture.host.advance(by: 1)
        #expect(fixture.root.presentedViewController === alert)
    }

    @Test func anIPhoneActionSheetSitsAtTheBottomWithCancelInItsOwnGroupAndATapOutsideCancels() throws {
        let fixture = makeFixture()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { chosen.append($0.title ?? "") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        fixture.root.present(sheet, animated: true)
        fixture.host.advance(by: 1)
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.width == 393 - 16 && frame.minX == 8)
        #expect(abs(frame.maxY - (852 - 8)) < 0.01)
        let cancel = try #require(button("Cancel", in: sheet))
        let delete = try #require(button("Delete", in: sheet))
        let cancelFrame = cancel.convert(cancel.bounds, to: nil)
        #expect(cancelFrame.height == 57 && abs(cancelFrame.maxY - frame.maxY) < 0.01)
        #expect(abs(cancelFrame.minY - delete.convert(delete.bounds, to: nil).maxY - 8) < 0.01, "a group of its own")
        #expect(cancel.titleLabel?.font == .systemFont(ofSize: 20, weight: .semibold))
        fixture.host.tap(at: CGPoint(x: 196, y: 100))
        fixture.host.advance(by: 1)
        #expect(chosen == ["Cancel"])
        #expect(fixture.root.presentedViewController == nil)
    }

    /// Found by the input fuzzer: a sheet that presents a controller of its own and is tapped outside
    /// while that one comes in dismissed only the controller above it, ran the handler with the sheet
    /// still on screen, and ran it again on the next tap.
    @Test func anActionSheetPresentingAControllerIsDismissedItselfBeforeItsHandlerRuns() {
        let fixture = makeFixture()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var sheetPresentedWhenHandled: [Bool] = []
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            sheetPresentedWhenHandled.append(sheet.presentingViewController != nil)
        })
        fixture.root.present(sheet, animated: false)
        sheet.present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
        fixture.host.tap(at: CGPoint(x: 196, y: 100))
        fixture.host.advance(by: 1)
        fixture.host.tap(at: CGPoint(x: 196, y: 100))
        fixture.host.advance(by: 1)
        #expect(sheetPresentedWhenHandled == [false])
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test func anIPhoneActionSheetWithoutCancelActionStaysOnATapOutside() {
        let fixture = makeFixture()
        let sheet = UIAlertController(title: "Sort by", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Name", style: .default))
        fixture.root.present(sheet, animated: false)
        fixture.host.tap(at: CGPoint(x: 196, y: 100))
        fixture.host.advance(by: 1)
        #expect(fixture.root.presentedViewController === sheet)
    }

    @Test func anIPadActionSheetNeedsAnAnchor() {
        let fixture = makeFixture(device: .iPad)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        let diagnostics = Diagnostics.record { fixture.root.present(sheet, animated: false) }
        #expect(diagnostics.map(\.code) == ["presentation.popoverWithoutAnchor"])
        #expect(fixture.root.presentedViewController == nil)
        #expect(throws: PresentationError.self) { try fixture.root.tryPresent(sheet, animated: false) }
    }

    @Test func anIPadActionSheetIsAPopoverWithoutCancelButtonAndATapOutsideCancels() throws {
        let fixture = makeFixture(device: .iPad)
        let anchor = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        fixture.root.view.addSubview(anchor)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { chosen.append($0.title ?? "") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        sheet.popoverPresentationController?.sourceView = anchor
        fixture.root.present(sheet, animated: true)
        fixture.host.advance(by: 1)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(button("Cancel", in: sheet) == nil, "a popover has no cancel button")
        let share = try #require(button("Share", in: sheet))
        #expect(share.bounds.height == 57 && share.bounds.width == 304)
        fixture.host.tap(at: CGPoint(x: 700, y: 1000))
        fixture.host.advance(by: 1)
        #expect(chosen == ["Cancel"])
        #expect(fixture.root.presentedViewController == nil)
    }
}
