import Foundation

extension UIWindow {
    /// Creates a hidden window for `windowScene`, filling its screen, as UIKit's `init(windowScene:)`:
    /// what a scene delegate makes in ``UISceneDelegate/scene(_:willConnectTo:options:)``. The window
    /// belongs to the application of the code that is running, which is the scene's while the scene is
    /// connecting.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }
}
