/// A window's keyboard focus.
extension UIWindow {
    /// The focus system of this window, created on first use (UIKit has one per window scene; each
    /// OpenUIKit window stands for a scene).
    public var focusSystem: UIFocusSystem {
        if let storedFocusSystem { return storedFocusSystem }
        let system = UIFocusSystem(window: self)
        storedFocusSystem = system
        return system
    }
}
