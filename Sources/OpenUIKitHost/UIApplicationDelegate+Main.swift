import Foundation
import OpenUIKit

extension UIApplicationDelegate {
    /// The entry point `@main` calls on an app delegate class, as UIKit's protocol extension provides:
    /// runs the app in a window (``ApplicationLauncher``) with the launch options of the command line
    /// and environment (``HostLaunchOptions``), and exits when its window is closed.
    ///
    /// ```swift
    /// @main
    /// final class AppDelegate: UIResponder, UIApplicationDelegate { … }
    /// ```
    public static func main() {
        exit(ApplicationLauncher.main(Self.self))
    }
}
