import Foundation

/// What a scene's status bar looks like, as UIKit's `UIStatusBarManager` (iOS 13), read from the
/// screen's device preset and the view controllers, as iOS decides it:
/// - the frame is the top strip of the screen, as tall as the device's status bar
///   (``UIScreen/Device/statusBarHeight``); a phone in landscape hides it, and so does a controller
///   that prefers it hidden — then the frame is `.zero`;
/// - the controller that decides is the key window's root controller, or the controller it presented
///   full screen (or one that captures the status bar appearance), down to the frontmost, then its
///   ``UIViewController/childForStatusBarStyle`` / ``UIViewController/childForStatusBarHidden``.
@MainActor
public final class UIStatusBarManager {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    private var screen: UIScreen { scene?.screen ?? UIScreen.main }

    /// Whether the status bar is hidden: on a phone in landscape, or when the deciding controller
    /// prefers it so.
    public var isStatusBarHidden: Bool {
        let device = screen.device
        if device.statusBarHeight <= 0 || (device.idiom == .phone && screen.orientation.isLandscape) { return true }
        return deciding(\.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
    }

    /// The status bar's rectangle in screen coordinates; `.zero` while hidden.
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.device.statusBarHeight)
    }

    /// The deciding controller's ``UIViewController/preferredStatusBarStyle``; `.default` with none.
    public var statusBarStyle: UIStatusBarStyle {
        deciding(\.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    /// The controller whose preference decides, following `child` from the frontmost full-screen one.
    private func deciding(_ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        guard var controller = scene?.keyWindow?.rootViewController ?? scene?.windows.first?.rootViewController else {
            return nil
        }
        while let presented = controller.presentedViewController, takesOverStatusBar(presented) {
            controller = presented
        }
        var visited = 0
        while let forwarded = controller[keyPath: child], visited < 64 {
            controller = forwarded
            visited += 1
        }
        return controller
    }

    /// Whether a presented controller decides the status bar: presented full screen, or capturing it.
    private func takesOverStatusBar(_ presented: UIViewController) -> Bool {
        if presented.modalPresentationCapturesStatusBarAppearance { return true }
        let style = presented.presentationController?.presentationStyle ?? presented.modalPresentationStyle
        return style == .fullScreen || style == .overFullScreen
    }
}
