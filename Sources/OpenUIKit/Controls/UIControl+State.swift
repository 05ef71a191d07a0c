import Foundation

extension UIControl {
    /// The states of a control, with UIKit's raw values (`UIControlState` in UIKit's headers).
    ///
    /// An option set, so states combine: a selected button being pressed is `[.selected, .highlighted]`.
    /// The bits in ``application`` (`0x00FF0000`) are free for an app's own states: a subclass overrides
    /// ``UIControl/state`` to add them, and `UIButton` looks its per-state content up by the full value.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits, with UIKit's values; the application bits are free for custom states.
        public let rawValue: UInt
        /// Takes UIKit's raw value as is, including application bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state: enabled, not selected or highlighted. Per-state content falls back to it.
        public static let normal = State([])
        /// A touch is down inside the control (``UIControl/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control ignores touches (``UIControl/isEnabled`` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is on or chosen (``UIControl/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// Set while the control has keyboard focus (``UIView/isFocused``, see ``UIFocusSystem``).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
