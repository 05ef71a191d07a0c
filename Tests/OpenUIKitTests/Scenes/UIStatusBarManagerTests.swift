import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A scene's `statusBarManager`, as apps read it: the status bar's frame on each device and
/// orientation, and the style and visibility the deciding view controller prefers.
@MainActor
@Suite struct UIStatusBarManagerTests {
    final class Styled: UIViewController {
        var style = UIStatusBarStyle.default
        var hidden = false
        var forwardTo: UIViewController?
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: UIViewController? { forwardTo }
    }

    /// An app launched on `device` with one window, as a scene-based app has.
    private func launch(_ device: UIScreen.Device, orientation: UIInterfaceOrientation = .portrait)
        -> (runtime: AppRuntime, scene: UIWindowScene, window: UIWindow) {
        let runtime = AppRuntime(screen: UIScreen(device: device, orientation: orientation))
        let scene = runtime.launch(SceneClassAppDelegate())
        let window = runtime.run { UIWindow(windowScene: scene) }
        runtime.run { window.makeKeyAndVisible() }
        return (runtime, scene, window)
    }

    @Test func theFrameIsTheDevicesStatusBarAndAPhoneHidesItInLandscape() throws {
        let phone = launch(.iPhone15)
        let manager = try #require(phone.scene.statusBarManager)
        #expect(manager === phone.scene.statusBarManager, "one manager a scene")
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(!manager.isStatusBarHidden)
        phone.runtime.run { phone.runtime.screen.orientation = .landscapeLeft }
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        let pad = launch(.iPad, orientation: .landscapeLeft)
        #expect(pad.scene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 1180, height: 24))
    }

    @Test func theFrontmostFullScreenControllerDecidesTheStyle() throws {
        let app = launch(.iPhone15)
        let root = Styled()
        root.style = .darkContent
        app.window.rootViewController = root
        let manager = try #require(app.scene.statusBarManager)
        #expect(manager.statusBarStyle == .darkContent)
        let sheet = Styled()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        app.runtime.scheduler.advance(by: 0)
        #expect(manager.statusBarStyle == .darkContent, "a card sheet does not take the status bar")
        sheet.dismiss(animated: false)
        app.runtime.scheduler.advance(by: 0)
        let cover = Styled()
        cover.style = .lightContent
        cover.hidden = true
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        app.runtime.scheduler.advance(by: 0)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.isStatusBarHidden)
        let child = Styled()
        child.style = .darkContent
        cover.forwardTo = child
        cover.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .darkContent, "childForStatusBarStyle decides")
    }
}
