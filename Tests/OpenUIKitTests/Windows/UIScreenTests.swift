import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIScreenTests {
    @Test(arguments: [
        (UIScreen.Device.iPhone15, CGSize(width: 393, height: 852), CGFloat(3), UIUserInterfaceIdiom.phone),
        (.iPhoneSE, CGSize(width: 375, height: 667), 2, .phone),
        (.iPad, CGSize(width: 820, height: 1180), 2, .pad),
        (.iPadPro12, CGSize(width: 1024, height: 1366), 2, .pad),
        (.desktop, CGSize(width: 1000, height: 1000), 1, .pad),
    ])
    func presets(device: UIScreen.Device, size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        let portrait = UIScreen(device: device)
        #expect(portrait.bounds == CGRect(origin: .zero, size: size))
        #expect(portrait.scale == scale)
        #expect(portrait.nativeScale == scale)
        #expect(portrait.traitCollection.userInterfaceIdiom == idiom)
        #expect(portrait.traitCollection.displayScale == scale)
        let landscape = UIScreen(device: device, orientation: .landscapeLeft)
        #expect(landscape.bounds.size == CGSize(width: size.height, height: size.width))
    }

    @Test func unknownOrientationMeansPortrait() {
        #expect(UIScreen(device: .iPhone15, orientation: .unknown).orientation == .portrait)
    }

    /// The setter maps `.unknown` to portrait as the initializer does (it used to keep `.unknown`),
    /// and rotating from landscape that way resizes full-screen windows to portrait.
    @Test func settingUnknownOrientationMeansPortrait() {
        let host = TestHost(device: .iPhone15, orientation: .landscapeLeft)
        #expect(host.window.frame.size == CGSize(width: 852, height: 393))
        host.screen.orientation = .unknown
        #expect(host.screen.orientation == .portrait)
        #expect(host.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        host.screen.orientation = .unknown  // from portrait: stays portrait, nothing to resize
        #expect(host.screen.orientation == .portrait)
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func phoneSizeClassesFollowOrientationAndPadIsRegular() {
        let phone = UIScreen(device: .iPhone15)
        #expect(phone.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.traitCollection.verticalSizeClass == .regular)
        phone.orientation = .landscapeRight
        #expect(phone.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.traitCollection.verticalSizeClass == .compact)
        let pad = UIScreen(device: .iPad, orientation: .landscapeLeft)
        #expect(pad.traitCollection.horizontalSizeClass == .regular)
        #expect(pad.traitCollection.verticalSizeClass == .regular)
    }

    @Test func rotatingResizesFullScreenWindowsOnly() {
        let host = TestHost(device: .iPhone15)
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        small.screen = host.screen
        host.screen.orientation = .landscapeLeft
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(small.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        host.screen.orientation = .landscapeRight  // still landscape: nothing to resize
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        host.screen.orientation = .portrait
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }
}
