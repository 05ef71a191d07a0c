import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

struct CardCase: Sendable, CustomTestStringConvertible {
    let device: UIScreen.Device
    let orientation: UIInterfaceOrientation
    let style: UIModalPresentationStyle
    let edgeAttached: Bool
    let expected: CGRect

    var testDescription: String { "\(style) on \(device.name) \(orientation)\(edgeAttached ? " edge-attached" : "")" }
}

/// iOS 15–17 on iPhone: a large card's top is 10 points under the top safe-area inset and its bottom
/// on the screen's edge (iPhone 15: insets 59/34; iPhone SE: 20/0); in landscape it fills the screen,
/// or, edge-attached, keeps its detent at the portrait width, centred. The iPad keeps its sheets.
private let cardCases: [CardCase] = [
    CardCase(device: .iPhone15, orientation: .portrait, style: .pageSheet, edgeAttached: false,
             expected: CGRect(x: 0, y: 69, width: 393, height: 783)),
    CardCase(device: .iPhone15, orientation: .portrait, style: .formSheet, edgeAttached: false,
             expected: CGRect(x: 0, y: 69, width: 393, height: 783)),
    CardCase(device: .iPhone15, orientation: .portrait, style: .automatic, edgeAttached: false,
             expected: CGRect(x: 0, y: 69, width: 393, height: 783)),
    CardCase(device: .iPhoneSE, orientation: .portrait, style: .pageSheet, edgeAttached: false,
             expected: CGRect(x: 0, y: 30, width: 375, height: 637)),
    CardCase(device: .iPhone15, orientation: .landscapeLeft, style: .pageSheet, edgeAttached: false,
             expected: CGRect(x: 0, y: 0, width: 852, height: 393)),
    // Edge attached: max value 393 − 10 − 21 = 362 (large), at the portrait width 393.
    CardCase(device: .iPhone15, orientation: .landscapeLeft, style: .pageSheet, edgeAttached: true,
             expected: CGRect(x: 229.5, y: 10, width: 393, height: 383)),
    CardCase(device: .iPad, orientation: .portrait, style: .pageSheet, edgeAttached: false,
             expected: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    CardCase(device: .iPad, orientation: .portrait, style: .formSheet, edgeAttached: false,
             expected: CGRect(x: 140, y: 280, width: 540, height: 620)),
]

/// Card sheets on iPhone (`UISheetPresentationController+Card.swift`): geometry per device and
/// orientation, the presenter scaled back behind them, their corners and grabber, and the setting that
/// brings back iPhone OS 3.2's full-screen sheets.
@MainActor
@Suite struct CardSheetGeometryTests {
    private struct Fixture {
        let host: TestHost
        let root: UIViewController
        let sheet: UIViewController
    }

    private func present(_ style: UIModalPresentationStyle = .pageSheet, device: UIScreen.Device = .iPhone15,
                         orientation: UIInterfaceOrientation = .portrait,
                         configure: (UISheetPresentationController) -> Void = { _ in }) -> Fixture {
        let host = TestHost(device: device, orientation: orientation)
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        if let controller = sheet.sheetPresentationController { configure(controller) }
        root.present(sheet, animated: false)
        host.window.layoutIfNeeded()
        return Fixture(host: host, root: root, sheet: sheet)
    }

    @Test(arguments: cardCases)
    func cardFrame(_ testCase: CardCase) {
        let fixture = present(testCase.style, device: testCase.device, orientation: testCase.orientation) {
            $0.prefersEdgeAttachedInCompactHeight = testCase.edgeAttached
        }
        #expect(fixture.sheet.view.frame == testCase.expected)
        #expect(fixture.root.view.window != nil, "a sheet leaves its presenter on screen")
    }

    @Test func edgeAttachedWidthFollowsThePreferredContentSize() {
        let fixture = present(orientation: .landscapeLeft) {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        fixture.sheet.preferredContentSize = CGSize(width: 500, height: 0)
        fixture.host.window.layoutIfNeeded()
        #expect(fixture.sheet.view.frame == CGRect(x: 176, y: 10, width: 500, height: 383))
    }

    @Test func rotatingToLandscapeFillsTheScreenAndBack() {
        let fixture = present()
        fixture.host.screen.orientation = .landscapeLeft
        fixture.host.window.layoutIfNeeded()
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        fixture.host.screen.orientation = .portrait
        fixture.host.window.layoutIfNeeded()
        #expect(fixture.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func thePresenterIsScaledBackInPortraitAndRestoredOnDismissal() {
        let fixture = present()
        let scale = (393.0 - 32) / 393
        #expect(fixture.root.view.transform == CGAffineTransform(scaleX: scale, y: scale))
        #expect(fixture.root.view.layer.cornerRadius == 10)
        fixture.sheet.dismiss(animated: false)
        #expect(fixture.root.view.transform == .identity)
        #expect(fixture.root.view.layer.cornerRadius == 0)
        #expect(!fixture.root.view.layer.masksToBounds)
    }

    @Test func thePresenterShrinksAsTheCardRisesAndGrowsBackAsItLeaves() {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        root.present(sheet, animated: true)
        let scale = (393.0 - 32) / 393
        host.advance(by: 0.15)
        let rising = root.view.presentedTransform.a
        #expect(rising < 1 && rising > scale, "on its way back: \(rising)")
        host.runUntilIdle()
        #expect(abs(root.view.presentedTransform.a - scale) < 0.0001)
        sheet.dismiss(animated: true)
        host.advance(by: 0.15)
        let leaving = root.view.presentedTransform.a
        #expect(leaving < 1 && leaving > scale, "coming forward: \(leaving)")
        host.runUntilIdle()
        #expect(root.view.presentedTransform == .identity)
    }

    @Test func thePresenterIsNotScaledInLandscape() {
        let fixture = present(orientation: .landscapeLeft)
        #expect(fixture.root.view.transform == .identity)
    }

    @Test func theCardRoundsItsTopCornersAndGivesThemBack() {
        let fixture = present { $0.preferredCornerRadius = 24 }
        let layer = fixture.sheet.view.layer
        #expect(layer.cornerRadius == 24)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(layer.masksToBounds)
        fixture.sheet.dismiss(animated: false)
        #expect(layer.cornerRadius == 0 && !layer.masksToBounds)
    }

    /// The card's view is rounded before it enters the window
    /// (`UISheetPresentationController.presentationTransitionWillBegin()`), where rounding it damages
    /// nothing drawn yet.
    @Test func theCardIsRoundedBeforeItEntersTheWindow() {
        final class RecordingView: UIView {
            var radiusOnEntering: CGFloat?
            override func didMoveToWindow() {
                super.didMoveToWindow()
                if window != nil, radiusOnEntering == nil { radiusOnEntering = layer.cornerRadius }
            }
        }
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        let view = RecordingView()
        sheet.view = view
        sheet.sheetPresentationController?.preferredCornerRadius = 24
        root.present(sheet, animated: false)
        #expect(view.radiusOnEntering == 24)
    }

    @Test func theGrabberShowsOnTopOfTheCardWhenAsked() {
        let fixture = present { $0.prefersGrabberVisible = true }
        let container = fixture.sheet.view.superview
        let grabber = container?.subviews.last
        #expect(grabber !== fixture.sheet.view)
        #expect(grabber?.isHidden == false)
        #expect(grabber?.frame == CGRect(x: 178.5, y: 74, width: 36, height: 5))
        fixture.sheet.sheetPresentationController?.prefersGrabberVisible = false
        fixture.host.window.layoutIfNeeded()
        #expect(grabber?.isHidden == true)
    }

    /// A card that never shows its grabber has none: the grabber is made when first asked for.
    @Test func aCardWithoutAGrabberMakesNone() throws {
        let fixture = present()
        let container = try #require(fixture.sheet.view.superview)
        #expect(!container.subviews.contains { $0 is SheetGrabberView })
        fixture.sheet.sheetPresentationController?.prefersGrabberVisible = true
        fixture.host.window.layoutIfNeeded()
        #expect(container.subviews.last is SheetGrabberView)
    }

    @Test func theAppearanceCallbacksLeaveThePresenterAlone() {
        let host = TestHost()
        let log = LoggingViewController.Log()
        let root = LoggingViewController("root", log: log)
        host.window.rootViewController = root
        log.entries.removeAll()
        root.present(LoggingViewController("sheet", log: log), animated: false)
        #expect(log.entries.filter { $0.hasPrefix("root.") && $0.contains("appear") }.isEmpty,
                "a card does not make its presenter disappear: \(log.entries)")
        #expect(root.presentedViewController?.presentationController?.presentationStyle == .pageSheet)
    }

    @Test func theCompatibilitySettingPresentsSheetsFullScreenOnAPhone() {
        let host = TestHost()
        host.runtime.compactSheetStyle = .fullScreen
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.presentationController?.presentationStyle == .fullScreen)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.window == nil, "full screen takes the presenter's view out, as iPhone OS 3.2")
        #expect(root.view.transform == .identity)
    }

    @Test func aDelegateMayStillAskForFullScreen() {
        final class FullScreenDelegate: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .fullScreen }
        }
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = UIViewController()
        let delegate = FullScreenDelegate()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        #expect(sheet.presentationController?.presentationStyle == .fullScreen)
    }

    @Test func onlySheetStylesHaveASheetPresentationController() {
        _ = TestHost()
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil, "\(style)")
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .popover, .currentContext] {
            let controller = UIViewController()
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
        }
    }
}
