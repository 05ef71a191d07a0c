import Foundation

/// A view's side of keyboard focus (the rules are in ``UIFocusSystem``).
extension UIView {
    /// Whether the view has keyboard focus now, as UIKit's `isFocused`.
    public var isFocused: Bool { hasFocus }

    /// Called when something that decides whether the view (or a descendant) can keep focus changed:
    /// hidden, disabled, transparent, not interactive. The window's focus system clears a focus that
    /// can no longer stay. A change here only matters to a focus in this view's subtree, so any other
    /// focus is left alone without asking (hiding many views must not check the focus once per view).
    func focusabilityMayHaveChanged() {
        guard let system = window?.storedFocusSystem, let focused = system.focusedItem,
              focused.isDescendant(of: self) else { return }
        system.revalidateFocusedItem()
    }

    /// The width of the ring drawn around the focused view.
    static let focusHaloWidth: CGFloat = 3

    /// Draws the focus ring, UIKit's default focus effect on iPad (`UIFocusHaloEffect`): a ring in the
    /// tint color following the view's corner radius. UIKit draws it just outside the view; OpenUIKit
    /// draws it just inside the bounds, so it stays in the area the view redraws.
    func drawFocusHalo(in bounds: CGRect, into context: UIGraphicsContext) {
        let inset = Self.focusHaloWidth / 2
        context.stroke(bounds.insetBy(dx: inset, dy: inset), color: tintColor, lineWidth: Self.focusHaloWidth,
                       cornerRadius: max(layerCornerRadius - inset, 0))
    }

    /// Shows the change of ``isFocused``: a control's ``UIControl/state`` gains or loses
    /// ``UIControl/State/focused`` (a button shows its `.focused` content); every view redraws its
    /// focus ring.
    func focusDidChange() {
        setNeedsDisplay()
        (self as? UIControl)?.controlStateDidChange()
    }
}
