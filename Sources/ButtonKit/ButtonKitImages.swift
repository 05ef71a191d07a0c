import Foundation
import OpenUIKit

/// The images ButtonKit ships as package resources (drawn by `script/make-buttonkit-images`, @1x and
/// @2x), loaded with `UIImage(named:in:)` from ButtonKit's resource bundle, as an app loads its own.
///
/// ```swift
/// let button = UIButton(type: .custom)
/// button.setBackgroundImage(ButtonKitImages.heart, for: .normal)
/// ```
///
/// Each property loads the variant for the main screen's scale; nil only if the bundle is damaged.
@MainActor
public enum ButtonKitImages {
    /// A red heart, 118×118 pt: the modal button's background until it completes.
    public static var heart: UIImage? { image("heart") }
    /// A green four-leaf clover, 118×118 pt: the modal button's background once it has completed.
    public static var clover: UIImage? { image("clover") }
    /// A light rounded rectangle, 24×24 pt with a 4 pt border: a toggle button's normal background.
    public static var toggleNormal: UIImage? { image("toggle-normal") }
    /// A blue rounded rectangle, 24×24 pt with a 4 pt border: a toggle button's selected background.
    public static var toggleSelected: UIImage? { image("toggle-selected") }

    private static func image(_ name: String) -> UIImage? {
        UIImage(named: name, in: .module)
    }
}
