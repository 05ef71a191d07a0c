import Foundation

extension UIButton {
    /// What a button's action means, as UIKit's `UIButton.Role` (iOS 14).
    public enum Role: Int, Sendable {
        /// No particular meaning (the default).
        case normal = 0
        /// The main action of its context.
        case primary = 1
        /// Cancels the context's action.
        case cancel = 2
        /// Deletes or destroys data.
        case destructive = 3
    }

    /// What the button's action means. A `.destructive` button with a configuration draws its content in
    /// ``UIColor/systemRed`` unless the configuration sets ``UIButton/Configuration/baseForegroundColor``,
    /// as iOS shows destructive actions; the other roles change nothing a button draws on iPhone.
    public var role: Role {
        get { configurationStorage?.role ?? .normal }
        set {
            guard newValue != role else { return }
            madeConfigurationStorage.role = newValue
            showConfiguration()
        }
    }

    /// Whether the button performs its action when a drag hovers over it, as UIKit's `isSpringLoaded`.
    /// Stored: OpenUIKit has no drag and drop, so nothing triggers it.
    public var isSpringLoaded: Bool {
        get { configurationStorage?.isSpringLoaded ?? false }
        set { if newValue != isSpringLoaded { madeConfigurationStorage.isSpringLoaded = newValue } }
    }

    /// The text shown when a pointer rests over the button, as UIKit's `toolTip` (iOS 15). Stored: the
    /// host shows no tool tips yet.
    public var toolTip: String? {
        get { configurationStorage?.toolTip }
        set { if newValue != toolTip { madeConfigurationStorage.toolTip = newValue } }
    }

    /// Whether the primary action toggles ``UIControl/isSelected`` before the actions are sent, as UIKit's
    /// `changesSelectionAsPrimaryAction` (iOS 15): a toggle button. False by default. With a ``menu``
    /// the button is a pop-up button instead: its menu is single-selection and its title follows the
    /// chosen action (`UIButton+Menu.swift`).
    public var changesSelectionAsPrimaryAction: Bool {
        get { configurationStorage?.changesSelectionAsPrimaryAction ?? false }
        set {
            if newValue != changesSelectionAsPrimaryAction {
                madeConfigurationStorage.changesSelectionAsPrimaryAction = newValue
                showPopUpSelection()
            }
        }
    }
}
