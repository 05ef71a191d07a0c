import Foundation

/// The user's accessibility settings, per app: hosts and tests set them, apps read them through
/// ``UIAccessibility`` (`UIAccessibility.isReduceMotionEnabled`) and hear their changes as on iOS.
extension AppRuntime {
    /// Settings › Accessibility › Motion › Reduce Motion; off by default. A change posts
    /// ``UIAccessibility/reduceMotionStatusDidChangeNotification``. It changes what the app reads, not
    /// the engine's own animations (UIKit's `UIView.animate` does not consult it either).
    public var isReduceMotionEnabled: Bool {
        get { accessibilitySettings.reducesMotion }
        set {
            guard newValue != accessibilitySettings.reducesMotion else { return }
            accessibilitySettings.reducesMotion = newValue
            NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    /// Settings › Accessibility › Display & Text Size › Reduce Transparency; off by default. A change
    /// posts ``UIAccessibility/reduceTransparencyStatusDidChangeNotification``.
    public var isReduceTransparencyEnabled: Bool {
        get { accessibilitySettings.reducesTransparency }
        set {
            guard newValue != accessibilitySettings.reducesTransparency else { return }
            accessibilitySettings.reducesTransparency = newValue
            NotificationCenter.default.post(name: UIAccessibility.reduceTransparencyStatusDidChangeNotification,
                                            object: nil)
        }
    }
}
