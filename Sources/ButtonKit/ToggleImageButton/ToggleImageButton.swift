import Foundation
import OpenUIKit

/// A button whose stretchable background shows whether it is selected (the article's
/// `ExpandoButton`): a light rounded rectangle normally, a blue one when selected, each stretched
/// from a small image with 4-point caps (`stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)`),
/// so one 24×24 image fits a button of any size.
///
/// Both backgrounds are set once, for the normal and the selected states, so `isSelected` alone
/// switches them, the UIKit way; ``setSelectedImage(_:)`` (the article's method) sets `isSelected`, so
/// the two ways always agree. Use a ``ToggleButtonGroup`` for a set where exactly one is selected.
///
/// It works the same made in code (``init(frame:)``) or decoded from a ``ButtonDescription``
/// (``init(description:)``, the stand-in for `init?(coder:)`): both run the designated initializer
/// and then the same set-up, which the article found `init(coder:)` must do.
///
/// ```swift
/// let songs = ToggleImageButton(frame: CGRect(x: 20, y: 40, width: 120, height: 32))
/// songs.setTitle("Songs", for: .normal)
/// songs.setSelectedImage(true)   // the blue background
/// ```
@MainActor
open class ToggleImageButton: UIButton {
    /// The fixed left and top caps of the background images, in points.
    public static let capSize = 4

    /// Creates a custom button with the toggle backgrounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureBackgrounds()
    }

    /// Creates the button from a decoded description, as UIKit's `init?(coder:)`: the designated
    /// initializer with the description's frame, the description's attributes (title, tag, selected,
    /// enabled), then the same set-up as ``init(frame:)``.
    public init(description: ButtonDescription) {
        super.init(frame: description.frame)
        description.apply(to: self)
        configureBackgrounds()
    }

    /// Returns nil, as every view's `init?(coder:)` on OpenUIKit: there are no nibs to decode from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the selected background when `isSelected` is true, else the normal one: the article's
    /// method, which sets `isSelected`.
    open func setSelectedImage(_ isSelected: Bool) {
        self.isSelected = isSelected
    }

    /// The normal background for the unselected states and the selected one for every selected
    /// combination (a pressed or disabled selected button would otherwise fall back to the normal
    /// image); title colors to match.
    private func configureBackgrounds() {
        let normal = ButtonKitImages.toggleNormal.map(Self.stretchable)
        let selected = ButtonKitImages.toggleSelected.map(Self.stretchable)
        setBackgroundImage(normal, for: .normal)
        setTitleColor(.darkGray, for: .normal)
        for state: UIControl.State in [.selected, [.selected, .highlighted], [.selected, .disabled]] {
            setBackgroundImage(selected, for: state)
            setTitleColor(.white, for: state)
        }
    }

    private static func stretchable(_ image: UIImage) -> UIImage {
        image.stretchableImage(withLeftCapWidth: capSize, topCapHeight: capSize)
    }
}
