import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The safe area per device preset and orientation, as UIKit reports it for full-screen windows,
/// passed down to views, view controllers, navigation content and sheets; margins inside it; the
/// readable-width guide.
@MainActor
@Suite struct UIViewSafeAreaTests {
    @Test func aFullScreenWindowHasItsDevicesInsets() {
        let cases: [(UIScreen.Device, UIInterfaceOrientation, UIEdgeInsets)] = [
            (.iPhone15, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone15, .landscapeLeft, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            (.iPhoneSE, .portrait, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhoneSE, .landscapeLeft, .zero),
            (.iPad, .portrait, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
            (.iPad, .landscapeLeft, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
            (.desktop, .portrait, .zero),
        ]
        for (device, orientation, insets) in cases {
            let host = TestHost(device: device, orientation: orientation)
            #expect(host.window.safeAreaInsets == insets, "\(device.name) \(orientation)")
        }
    }

    @Test func rotatingTheScreenChangesTheInsetsAndTellsTheViewController() {
        final class Watcher: UIViewController {
            var changes: [UIEdgeInsets] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                let marker = UIView()
                marker.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(marker)
                NSLayoutConstraint.activate([marker.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                                             marker.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                                             marker.widthAnchor.constraint(equalToConstant: 10),
                                             marker.heightAnchor.constraint(equalToConstant: 10)])
            }
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                changes.append(view.safeAreaInsets)
            }
        }
        let host = TestHost()
        let watcher = Watcher()
        host.window.rootViewController = watcher
        host.window.layoutIfNeeded()
        #expect(watcher.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        #expect(watcher.view.subviews[0].frame.origin == CGPoint(x: 0, y: 59))
        host.screen.orientation = .landscapeLeft
        host.window.layoutIfNeeded()
        #expect(watcher.changes.last == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(watcher.view.subviews[0].frame.origin == CGPoint(x: 59, y: 0))
        host.window.layoutIfNeeded()
        #expect(watcher.changes.count == 2, "told once per change")
    }

    @Test func aSubviewGetsThePartOfItsSuperviewsInsetsItOverlaps() {
        let host = TestHost()
        let banner = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
        let footer = UIView(frame: CGRect(x: 10, y: 800, width: 100, height: 52))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        for view in [banner, footer, middle] { host.window.addSubview(view) }
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        let inner = UIView(frame: CGRect(x: 0, y: 10, width: 50, height: 50))
        banner.addSubview(inner)
        #expect(inner.safeAreaInsets.top == 29, "the window's 59 less 20 and 10")
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).safeAreaInsets == .zero, "outside a window")
    }

    @Test func additionalInsetsAddUpAndReachTheSubviews() {
        let host = TestHost()
        let controller = UIViewController()
        host.window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 34, right: 0))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 0, right: 0))
        child.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([child.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                                     child.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor)])
        host.window.layoutIfNeeded()
        #expect(child.frame.origin == CGPoint(x: 5, y: 69))
    }

    @Test func navigationContentStartsBelowTheBarAndSheetsGetWhatTheyOverlap() {
        let host = TestHost()
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        host.window.rootViewController = navigation
        host.window.layoutIfNeeded()
        #expect(content.view.frame.minY == navigation.navigationBar.frame.maxY)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        host.window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 59)

        // On an iPhone a page sheet is a card 10 points under the top inset, over the home indicator:
        // only the bottom inset.
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        navigation.present(sheet, animated: false)
        host.window.layoutIfNeeded()
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // With the articles' full-screen sheets it fills the screen: the device's insets.
        sheet.dismiss(animated: false)
        host.runtime.compactSheetStyle = .fullScreen
        navigation.present(sheet, animated: false)
        host.window.layoutIfNeeded()
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // On an iPad it is a card clear of the status bar and the home indicator: no insets.
        let pad = TestHost(device: .iPad)
        let root = UIViewController()
        pad.window.rootViewController = root
        let card = UIViewController()
        card.modalPresentationStyle = .formSheet
        root.present(card, animated: false)
        pad.window.layoutIfNeeded()
        let cardFrame = card.view.convert(card.view.bounds, to: nil)
        #expect(cardFrame.minY >= 24 && cardFrame.maxY <= 1180 - 20, "\(cardFrame)")
        #expect(card.view.safeAreaInsets == .zero)
    }

    @Test func marginsKeepInsideTheSafeAreaUnlessTurnedOff() {
        let host = TestHost(device: .iPhone15, orientation: .landscapeLeft)
        let panel = UIView(frame: host.window.bounds)
        host.window.addSubview(panel)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(content)
        NSLayoutConstraint.activate([content.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
                                     content.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor)])
        host.window.layoutIfNeeded()
        #expect(content.frame.origin == CGPoint(x: 59, y: 8))
        // Margins of 8 on a safe area of 0 / 59 / 21 / 59: the larger of the two on each side.
        #expect(panel.layoutMarginsGuide.layoutFrame == CGRect(x: 59, y: 8, width: 852 - 118, height: 393 - 8 - 21))
        #expect(panel.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "the property keeps what was set")
        panel.insetsLayoutMarginsFromSafeArea = false
        host.window.layoutIfNeeded()
        #expect(panel.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 852 - 16, height: 393 - 16))
    }

    @Test func theReadableGuideIsAColumnOnAWideScreenAndTheMarginsOnAPhone() {
        let pad = TestHost(device: .iPad, orientation: .landscapeLeft)
        let page = UIView(frame: pad.window.bounds)
        pad.window.addSubview(page)
        let readable = page.readableContentGuide
        pad.window.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: (1180 - 672) / 2, y: 24, width: 672, height: 820 - 24 - 20))
        let phone = TestHost()
        let narrow = UIView(frame: phone.window.bounds)
        phone.window.addSubview(narrow)
        let column = narrow.readableContentGuide
        phone.window.layoutIfNeeded()
        #expect(column.layoutFrame == narrow.layoutMarginsGuide.layoutFrame)
        #expect(abs(column.layoutFrame.width - (393 - 16)) < 1e-6)
    }
}
