import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

struct FrameCase: Sendable, CustomTestStringConvertible {
    let device: UIScreen.Device
    let orientation: UIInterfaceOrientation
    let style: UIModalPresentationStyle
    let expected: CGRect

    var testDescription: String { "\(style) on \(device.name) \(orientation)" }
}

/// The phone's screens (393×852 and 852×393) with the articles' iPhone OS 3.2 sheets
/// (``AppRuntime/CompactSheetStyle/fullScreen``): every style covers the whole screen. iOS 17's cards
/// are `CardSheetGeometryTests`'.
private let phoneCases: [FrameCase] = [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in
    let size = orientation.isPortrait ? CGSize(width: 393, height: 852) : CGSize(width: 852, height: 393)
    return [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .overFullScreen, .automatic,
            .currentContext, .overCurrentContext, .popover].map { style in
        FrameCase(device: .iPhone15, orientation: orientation, style: style, expected: CGRect(origin: .zero, size: size))
    }
}

/// The iPad's screens (820×1180 and 1180×820).
private let padCases: [FrameCase] = [
    FrameCase(device: .iPad, orientation: .portrait, style: .fullScreen, expected: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    FrameCase(device: .iPad, orientation: .landscapeLeft, style: .fullScreen, expected: CGRect(x: 0, y: 0, width: 1180, height: 820)),
    FrameCase(device: .iPad, orientation: .portrait, style: .overFullScreen, expected: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    FrameCase(device: .iPad, orientation: .landscapeRight, style: .overFullScreen, expected: CGRect(x: 0, y: 0, width: 1180, height: 820)),
    // Page sheet: full height at the portrait width (820), centred.
    FrameCase(device: .iPad, orientation: .portrait, style: .pageSheet, expected: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    FrameCase(device: .iPad, orientation: .landscapeLeft, style: .pageSheet, expected: CGRect(x: 180, y: 0, width: 820, height: 820)),
    FrameCase(device: .iPad, orientation: .portrait, style: .automatic, expected: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    FrameCase(device: .iPad, orientation: .landscapeRight, style: .automatic, expected: CGRect(x: 180, y: 0, width: 820, height: 820)),
    // Form sheet: 540×620, centred.
    FrameCase(device: .iPad, orientation: .portrait, style: .formSheet, expected: CGRect(x: 140, y: 280, width: 540, height: 620)),
    FrameCase(device: .iPad, orientation: .landscapeLeft, style: .formSheet, expected: CGRect(x: 320, y: 100, width: 540, height: 620)),
    // No context defined: the context styles cover the root.
    FrameCase(device: .iPad, orientation: .portrait, style: .currentContext, expected: CGRect(x: 0, y: 0, width: 820, height: 1180)),
    FrameCase(device: .iPad, orientation: .landscapeLeft, style: .overCurrentContext, expected: CGRect(x: 0, y: 0, width: 1180, height: 820)),
]

@MainActor
@Suite struct PresentationFrameTests {
    private func present(_ style: UIModalPresentationStyle, on host: TestHost) -> (UIViewController, UIViewController) {
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        if style == .popover {
            presented.popoverPresentationController?.sourceView = root.view
        }
        root.present(presented, animated: false)
        return (root, presented)
    }

    @Test(arguments: phoneCases + padCases)
    func presentedViewFrame(_ testCase: FrameCase) {
        let host = TestHost(device: testCase.device, orientation: testCase.orientation)
        host.runtime.compactSheetStyle = .fullScreen
        let (_, presented) = present(testCase.style, on: host)
        host.window.layoutIfNeeded()
        #expect(presented.view.convert(presented.view.bounds, to: host.window) == testCase.expected)
    }

    @Test(arguments: [
        (UIModalPresentationStyle.formSheet, CGRect(x: 140, y: 280, width: 540, height: 620), CGRect(x: 320, y: 100, width: 540, height: 620)),
        (.pageSheet, CGRect(x: 0, y: 0, width: 820, height: 1180), CGRect(x: 180, y: 0, width: 820, height: 820)),
        (.fullScreen, CGRect(x: 0, y: 0, width: 820, height: 1180), CGRect(x: 0, y: 0, width: 1180, height: 820)),
    ])
    func presentationsFollowRotation(style: UIModalPresentationStyle, portrait: CGRect, landscape: CGRect) {
        let host = TestHost(device: .iPad, orientation: .portrait)
        let (_, presented) = present(style, on: host)
        #expect(presented.view.frame == portrait)
        host.screen.orientation = .landscapeLeft
        host.window.layoutIfNeeded()
        #expect(presented.view.frame == landscape)
        host.screen.orientation = .portrait
        host.window.layoutIfNeeded()
        #expect(presented.view.frame == portrait)
    }

    @Test func aPhoneFullScreenPresentationFollowsRotation() {
        let host = TestHost(device: .iPhoneSE)
        let (_, presented) = present(.formSheet, on: host)
        host.screen.orientation = .landscapeRight
        host.window.layoutIfNeeded()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    }

    @Test func formSheetUsesThePreferredContentSizeAndFollowsItsChanges() {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        presented.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 210, y: 440, width: 400, height: 300))
        presented.preferredContentSize = CGSize(width: 600, height: 500)
        host.window.layoutIfNeeded()
        #expect(presented.view.frame == CGRect(x: 110, y: 340, width: 600, height: 500))
    }

    @Test(arguments: [UIScreen.Device.iPhone15, .iPad])
    func contextStylesCoverTheControllerThatDefinesTheContext(device: UIScreen.Device) {
        let host = TestHost(device: device)
        let log = LoggingViewController.Log()
        let root = LoggingViewController("Root", log: log)
        host.window.rootViewController = root
        let context = LoggingViewController("Context", log: log)
        context.definesPresentationContext = true
        root.addChild(context)
        context.view.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        let inner = UIViewController()
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        log.entries.removeAll()

        let covering = UIViewController()
        covering.modalPresentationStyle = .currentContext
        inner.present(covering, animated: false)
        #expect(covering.presentingViewController === context)
        #expect(covering.view.convert(covering.view.bounds, to: host.window) == CGRect(x: 20, y: 100, width: 300, height: 400))
        #expect(context.view.window == nil, "current context hides the context's view")
        #expect(root.view.window === host.window)
        #expect(root.appearanceLog == ["Context.willDisappear", "Context.didDisappear"])
        context.dismiss(animated: false)
        #expect(context.view.superview === root.view)
        log.entries.removeAll()

        let over = UIViewController()
        over.modalPresentationStyle = .overCurrentContext
        inner.present(over, animated: false)
        #expect(over.view.convert(over.view.bounds, to: host.window) == CGRect(x: 20, y: 100, width: 300, height: 400))
        #expect(context.view.window === host.window, "over current context keeps it")
        #expect(root.appearanceLog.isEmpty)
    }

    @Test func uncoveredAreasAreDimmedAndBlockTouchesToThePresenter() {
        let host = TestHost(device: .iPad, orientation: .landscapeLeft)
        let root = UIViewController()
        host.window.rootViewController = root
        let underneath = RecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.view.addSubview(underneath)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        root.present(presented, animated: false)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(underneath.log.isEmpty)
        #expect(root.presentedViewController === presented, "a tap outside a sheet does not dismiss it")
        let fills = host.render().commands.filter {
            if case .fill(_, let color, _) = $0 { color == .dimmingOverlay } else { false }
        }
        #expect(fills.count == 1)
        root.dismiss(animated: false)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(underneath.log == ["began 1", "ended"])
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
    func coveringStylesAreNotDimmedButStillBlockTouches(style: UIModalPresentationStyle) {
        let host = TestHost(device: .iPad)
        let root = UIViewController()
        host.window.rootViewController = root
        let underneath = RecordingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.view.addSubview(underneath)
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: false)
        presented.view.isUserInteractionEnabled = false
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(underneath.log.isEmpty)
        let dims = host.render().commands.contains {
            if case .fill(_, let color, _) = $0 { color == .dimmingOverlay } else { false }
        }
        #expect(!dims)
    }

    @Test(arguments: [(UIInterfaceOrientation.portrait, CGFloat(130), CGFloat(280)), (.landscapeLeft, 20, 100)])
    func aFormSheetMovesUpWhileTheKeyboardIsShown(orientation: UIInterfaceOrientation, raisedY: CGFloat, restingY: CGFloat) {
        let host = TestHost(device: .iPad, orientation: orientation)
        let (_, presented) = present(.formSheet, on: host)
        let screen = host.screen.bounds
        let keyboard = CGRect(x: 0, y: screen.maxY - (orientation.isPortrait ? 300 : 400), width: screen.width,
                              height: orientation.isPortrait ? 300 : 400)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
        #expect(presented.view.frame.minY == raisedY)
        #expect(presented.view.frame.size == CGSize(width: 540, height: 620))
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(presented.view.frame.minY == restingY)
    }

    @Test func theFormSheetMovesAlongsideTheKeyboardsAnimation() {
        let host = TestHost(device: .iPad)
        let (_, presented) = present(.formSheet, on: host)
        let keyboard = CGRect(x: 0, y: 880, width: 820, height: 300)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardFrameEndUserInfoKey: keyboard,
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
        ])
        #expect(presented.view.frame.minY == 280)
        host.advance(by: 0.125)
        #expect(presented.view.frame.minY < 280 && presented.view.frame.minY > 130)
        host.advance(by: 0.2)
        #expect(presented.view.frame.minY == 130)
        host.window.layoutIfNeeded()
        #expect(presented.view.frame.minY == 130)
    }

    @Test func otherStylesIgnoreTheKeyboardAndDismissedSheetsStopListening() {
        let host = TestHost(device: .iPad)
        let (root, presented) = present(.pageSheet, on: host)
        let keyboard = CGRect(x: 0, y: 880, width: 820, height: 300)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
        #expect(presented.view.frame.minY == 0)
        root.dismiss(animated: false)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        root.dismiss(animated: false)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(sheet.view.frame.minY == 280, "a dismissed sheet no longer moves")
    }
}
