import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// The alert helper of `UIViewController+ShowAlert.swift`, used as an app uses it.
@MainActor
@Suite struct AlertHelperTests {
    /// The buttons a person sees in `view` once the window was laid out as before a frame is drawn.
    private func buttons(in view: UIView) -> [UIButton] {
        view.window?.layoutIfNeeded()
        var found: [UIButton] = []
        var pending = [view]
        while let next = pending.popLast() {
            if let button = next as? UIButton, next.superview?.isHidden == false { found.append(button) }
            pending.append(contentsOf: next.subviews)
        }
        return found
    }

    @Test(arguments: [UIScreen.Device.iPhone15, .iPad])
    func confirmDeleteDeletesOnlyAfterTheSheetIsGone(device: UIScreen.Device) throws {
        let host = TestHost(device: device)
        let root = UIViewController()
        host.window.rootViewController = root
        let trash = UIButton(type: .system)
        trash.frame = CGRect(x: 300, y: 40, width: 44, height: 44)
        root.view.addSubview(trash)
        var deletedWhilePresented: [Bool] = []
        root.confirmDelete(itemName: "Notes", sourceView: trash) {
            deletedWhilePresented.append(root.presentedViewController != nil)
        }
        host.advance(by: 1)
        let sheet = try #require(root.presentedViewController as? UIAlertController)
        #expect(sheet.title == "Delete \"Notes\"?")
        let delete = try #require(buttons(in: sheet.view).first { $0.currentTitle == "Delete" })
        host.tap(delete)
        host.advance(by: 1)
        #expect(deletedWhilePresented == [false])
    }

    @Test func showAlertWithoutActionsOffersOK() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        root.showAlert(title: "Offline", message: "Check your connection.")
        host.advance(by: 1)
        let alert = try #require(root.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(alert.actions.first?.style == .default)
        host.tap(try #require(buttons(in: alert.view).first))
        host.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }
}
