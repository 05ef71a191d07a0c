import Foundation

extension UIControl {
    /// The events a control sends to its targets, with UIKit's raw values (`UIControlEvents`).
    ///
    /// ``UIControl`` itself sends the touch events while it tracks a touch (see `UIControl+Tracking.swift`);
    /// ``valueChanged`` and the editing events are sent by the subclasses that have values or text.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits, with UIKit's values, so events built from numbers mean the same.
        public let rawValue: UInt
        /// Takes UIKit's raw value as is.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A further touch went down in quick succession (``UITouch/tapCount`` > 1); sent after ``touchDown``.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved within the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch came back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch left the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch ended inside the tracking area: the usual "tap" event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch ended outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (sent right after ``touchUpInside``).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field became first responder and started editing (sent by ``UITextField``).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed a text field's text by typing, deleting, cutting, pasting or clearing (not
        /// by setting `text` in code).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped editing (it resigned first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The user pressed Return in a text field; a target for it makes the field resign first responder,
        /// as UIKit's.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an application may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
