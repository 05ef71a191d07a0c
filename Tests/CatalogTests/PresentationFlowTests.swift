import Foundation
import OpenUIKit
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The article's master/detail/Done/delegate flow on the modal presentation screen, through taps.
@MainActor
@Suite struct PresentationFlowTests {
    private func launch(_ device: DeviceSetup) -> (TestHost, PresentationViewController) {
        let host = TestHost(device: device.kind.device, orientation: device.orientation.interfaceOrientation)
        let app = CatalogApp(runtime: host.runtime, window: host.window, environment: CatalogEnvironment(device: device))
        app.root.open(.presentation, animated: false)
        host.window.layoutIfNeeded()
        EventLog.reset()
        return (host, app.topViewController as! PresentationViewController)
    }

    private let iPadLandscape = DeviceSetup(kind: .ipad, orientation: .landscape)

    @Test func formSheetIgnoresTheDimmedAreaAndDoneDismissesThroughTheDelegate() throws {
        let (host, screen) = launch(iPadLandscape)
        host.tap(screen.presentButton)
        host.advance(by: 1)
        let navigation = try #require(screen.presentedViewController as? UINavigationController)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(navigation.presentationController?.presentationStyle == .formSheet)
        #expect(navigation.view.frame.width < host.window.bounds.width)

        host.tap(at: CGPoint(x: 60, y: host.window.bounds.maxY - 60))   // the dimmed area
        host.advance(by: 1)
        #expect(screen.presentedViewController === navigation)

        #expect(detail.navigationItem.rightBarButtonItem === detail.doneItem)
        let bar = navigation.navigationBar
        host.window.layoutIfNeeded()   // as a frame does before input
        host.tap(at: bar.convert(CGPoint(x: bar.bounds.maxX - 30, y: bar.bounds.midY), to: host.window))   // Done
        host.advance(by: 1)
        #expect(screen.presentedViewController == nil)
        #expect(EventLog.lines.suffix(3) == ["tap: Done", "delegate: didDismissModalView", "dismissed"])
    }

    @Test func popoverGoesAwayOnATouchOutsideUnlessModalInPopover() throws {
        let (host, screen) = launch(iPadLandscape)
        let outside = CGPoint(x: 60, y: host.window.bounds.maxY - 60)
        screen.choose(PresentationOptions(style: .popover))
        host.tap(screen.presentButton)
        host.advance(by: 1)
        #expect(screen.presentedViewController?.presentationController?.presentationStyle == .popover)
        host.tap(at: outside)
        host.advance(by: 1)
        #expect(screen.presentedViewController == nil)
        #expect(EventLog.lines.contains("popover: dismissed by a touch outside"))

        screen.choose(PresentationOptions(style: .popover, isModalInPopover: true))
        host.tap(screen.presentButton)
        host.advance(by: 1)
        host.tap(at: outside)
        host.advance(by: 1)
        #expect(screen.presentedViewController != nil)
    }

    @Test func onAnIPhoneTheSheetIsACardAtMediumUnlessTheArticlesFullScreenIsChosen() throws {
        let (host, screen) = launch(DeviceSetup(kind: .iphone, orientation: .portrait))
        host.tap(screen.presentButton)
        host.runUntilIdle()
        let card = try #require(screen.presentedViewController)
        #expect(card.presentationController?.presentationStyle == .formSheet)
        #expect(card.sheetPresentationController?.prefersGrabberVisible == true)
        #expect(card.view.frame.minY > host.window.bounds.midY - 20, "rests at the medium detent: \(card.view.frame)")
        #expect(screen.view.window != nil, "the presenter stays behind the card")
        host.drag(from: CGPoint(x: 196, y: card.view.frame.minY + 20), to: CGPoint(x: 196, y: 820), steps: 20, duration: 1)
        host.runUntilIdle()
        #expect(screen.presentedViewController == nil, "pulled down, the card closes")

        screen.choose(PresentationOptions(style: .formSheet, sheetStyle: .fullScreen))
        host.tap(screen.presentButton)
        host.runUntilIdle()
        let fullScreen = try #require(screen.presentedViewController)
        #expect(fullScreen.presentationController?.presentationStyle == .fullScreen)
        #expect(fullScreen.view.frame == host.window.bounds)
    }

    @Test func partialCurlOnASheetShowsUIKitsErrorAndPresentsNothing() throws {
        let (host, screen) = launch(iPadLandscape)
        screen.choose(PresentationOptions(style: .formSheet, transition: .partialCurl))
        host.tap(screen.presentButton)
        host.advance(by: 1)
        #expect(screen.presentedViewController == nil)
        let message = try #require(screen.messageView)
        #expect(message.messageLabel.text?.contains("UIModalTransitionStylePartialCurl") == true)
        host.window.layoutIfNeeded()
        host.tap(message.okButton)
        #expect(message.superview == nil)
    }

    @Test func partialCurlFullScreenPresents() {
        let (host, screen) = launch(iPadLandscape)
        screen.choose(PresentationOptions(style: .fullScreen, transition: .partialCurl))
        host.tap(screen.presentButton)
        host.advance(by: 1)
        #expect(screen.presentedViewController != nil)
        #expect(screen.messageView == nil)
    }

    @Test func formSheetIsFullScreenOnAPhoneInPortraitWithTheArticlesSheets() {
        let (host, screen) = launch(DeviceSetup(kind: .iphone, orientation: .portrait))
        screen.choose(PresentationOptions(style: .formSheet, sheetStyle: .fullScreen))
        host.tap(screen.presentButton)
        host.advance(by: 1)
        #expect(screen.presentedViewController?.view.frame == host.window.bounds)
    }

    @Test func theDevicePickerAsksTheAppToSwitchDevices() {
        let host = TestHost()
        var requested: [DeviceSetup] = []
        let phone = DeviceSetup(kind: .iphone, orientation: .portrait)
        let screen = PresentationViewController(environment: CatalogEnvironment(device: phone) { requested.append($0) })
        screen.view.frame = host.window.bounds
        host.window.addSubview(screen.view)
        host.window.layoutIfNeeded()
        host.tap(screen.deviceRow.buttons[0])              // the running device: nothing to do
        host.tap(screen.deviceRow.buttons[3])
        #expect(requested == [iPadLandscape])
    }

    @Test func withoutASwitcherTheDevicePickerStaysOnTheRunningDevice() {
        let host = TestHost()
        let screen = PresentationViewController(environment: CatalogEnvironment(device: iPadLandscape))
        screen.view.frame = host.window.bounds
        host.window.addSubview(screen.view)
        host.window.layoutIfNeeded()
        host.tap(screen.deviceRow.buttons[0])
        #expect(screen.deviceRow.selectedIndex == 3)
        #expect(screen.statusLabel.text?.contains("--device") == true)
    }
}
