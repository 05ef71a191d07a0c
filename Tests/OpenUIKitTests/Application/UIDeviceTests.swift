import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `UIDevice.current`, as an app reads it: the idiom, model and system of the running app's device,
/// and the orientation, which Apple documents as unknown until orientation notifications are
/// generated.
@MainActor
@Suite struct UIDeviceTests {
    /// Notifications received, kept for the test.
    private final class Received: @unchecked Sendable {
        var orientations: [UIDeviceOrientation] = []
    }

    @Test func describesTheDeviceOfTheAppThatIsRunning() {
        let phone = TestHost(device: .iPhone15)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.name == "iPhone")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.systemVersion == "17.0")
        #expect(UIDevice.current === UIDevice.current, "one device an app")
        let pad = TestHost(device: .iPad)   // the current app from here on
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad")
        #expect(UIDevice.current.systemName == "iPadOS")
        #expect(phone.run { UIDevice.current.userInterfaceIdiom } == .phone, "each app its own device")
        #expect(phone.run { UIDevice.current.identifierForVendor } != pad.run { UIDevice.current.identifierForVendor })
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test func orientationIsToldOnlyWhileNotificationsAreGenerated() throws {
        let host = TestHost(device: .iPhone15)
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                              object: device, queue: nil) { _ in
            MainActor.assumeIsolated { received.orientations.append(device.orientation) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.screen.orientation = .landscapeLeft
        #expect(received.orientations.isEmpty, "not generating: nothing posted")
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeRight, "an interface in landscape left is a device turned right")
        host.screen.orientation = .portrait
        host.screen.orientation = .portraitUpsideDown
        host.screen.orientation = .portraitUpsideDown   // no change: not posted
        host.screen.orientation = .landscapeRight
        #expect(received.orientations == [.portrait, .portraitUpsideDown, .landscapeLeft])
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "calls nest")
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()   // one too many: ignored
        #expect(device.orientation == .unknown)
        host.screen.orientation = .portrait
        #expect(received.orientations.count == 3)
    }

    @Test func orientationsAnswerAsUIKits() {
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDeviceOrientation.faceDown.rawValue == 6)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait && !UIDeviceOrientation.portrait.isLandscape)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
    }
}
