import Foundation

/// Where a view's accessibility values live: in a table beside the views, keyed by the view, made for
/// a view only when the app first sets one of them, as Objective-C keeps associated objects. Most views
/// never set any, and every stored property a view has is paid by each button of a 1000-button grid
/// (the benchmarks): the flag ``hasAccessibilityAttributes`` sits in padding, and `deinit` removes the
/// view's entry, so an identifier is never reused by a later view while its entry exists.
extension UIView {
    /// The accessibility values set on views, by view. Main-actor state, as the views are.
    private static var accessibilityTable: [ObjectIdentifier: AccessibilityAttributes] = [:]

    /// The values the app set on this view, or nil when it set none.
    var accessibilityAttributes: AccessibilityAttributes? {
        hasAccessibilityAttributes ? UIView.accessibilityTable[ObjectIdentifier(self)] : nil
    }

    /// Changes the values set on this view, making its entry if it has none.
    func updateAccessibilityAttributes(_ change: (inout AccessibilityAttributes) -> Void) {
        change(&UIView.accessibilityTable[ObjectIdentifier(self), default: AccessibilityAttributes()])
        hasAccessibilityAttributes = true
    }

    /// Forgets this view's entry (from `deinit`).
    func releaseAccessibilityAttributes() {
        UIView.accessibilityTable[ObjectIdentifier(self)] = nil
        hasAccessibilityAttributes = false
    }

    /// How many views have accessibility values set: for tests that check entries are released.
    static var accessibilityTableCount: Int { accessibilityTable.count }

    /// The bounds in screen coordinates (see ``screenRect(for:)``).
    var defaultAccessibilityFrame: CGRect { screenRect(for: bounds) }

    /// `rect`, in this view's coordinates, in screen coordinates: converted to the window, then offset
    /// by the window's place on the screen. Outside a window, in its root view's coordinates.
    func screenRect(for rect: CGRect) -> CGRect {
        let inRoot = convert(rect, to: nil)
        guard let window else { return inRoot }
        return inRoot.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
