import Foundation

extension UIScrollView {
    /// When a drag in the scroll view dismisses the keyboard, as UIKit's.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard alone (the default).
        case none
        /// The keyboard goes when a drag begins: the first responder is asked to resign.
        case onDrag
        /// UIKit lets the finger pull the keyboard down. OpenUIKit's keyboard is not drawn, so nothing
        /// follows the finger and a drag leaves the keyboard alone.
        case interactive
        /// As ``onDrag``, the input accessory view included (iOS 16).
        case onDragWithAccessory
        /// As ``interactive``, the input accessory view included (iOS 16).
        case interactiveWithAccessory
    }
}
