import Foundation

/// The geometry of a button's content: image then title, side by side, as UIKit's classic layout.
extension UIButton {
    /// The natural sizes of the current image (or the type's symbol) and title, for the current state
    /// (the title label is brought up to date first when a custom state bit changed the state since
    /// the content was applied, ``appliedState``; not compared again while ``layoutSubviews()``
    /// places the parts right after applying it).
    var contentSizes: (image: CGSize, title: CGSize) {
        applyContentUnlessAppliedByLayout()
        // The state just compared is the applied one (nil only under a configuration): the image is
        // looked up for it rather than through ``currentImage``, which computes the overridable
        // `state` once more — a layout read it three times (docs/Performance.md, "Session 15 —
        // layout speed").
        // A symbol is measured as the image view shows it: with the state's preferred configuration.
        let imageSize = image(for: appliedState ?? state).map { image in
            image.isSymbolImage ? madeImageView?.shownImage?.size ?? image.size : image.size
        } ?? (buttonType.hasGlyph ? ButtonType.glyphSize : .zero)
        let titleSize = titleLabel?.intrinsicContentSize ?? .zero
        return (imageSize, titleSize)
    }

    /// Places the image and title in `rect` by the content alignments. The pair is positioned as one
    /// block horizontally (`.fill` gives the title the width the image leaves); each part is positioned
    /// on its own vertically. A title wider than the room left is narrowed (the label truncates it).
    func contentPlacement(in rect: CGRect) -> (image: CGRect, title: CGRect) {
        let sizes = contentSizes
        // Read once: overridable properties of a control, asked on every layout (the vertical one
        // was read for each part).
        let alignment = effectiveContentHorizontalAlignment
        let verticalAlignment = contentVerticalAlignment
        let room = max(rect.width - sizes.image.width, 0)
        let titleWidth = alignment == .fill ? room : min(sizes.title.width, room)
        let total = sizes.image.width + titleWidth
        let x: CGFloat
        switch alignment {
        case .left, .fill, .leading: x = rect.minX
        case .right, .trailing: x = rect.maxX - total
        case .center: x = rect.midX - total / 2
        }
        func vertical(_ height: CGFloat) -> (y: CGFloat, height: CGFloat) {
            switch verticalAlignment {
            case .top: return (rect.minY, height)
            case .bottom: return (rect.maxY - height, height)
            case .fill: return (rect.minY, rect.height)
            case .center: return (rect.midY - height / 2, height)
            }
        }
        let imageV = vertical(sizes.image.height)
        let titleV = vertical(sizes.title.height)
        return (CGRect(x: x, y: imageV.y, width: sizes.image.width, height: imageV.height),
                CGRect(x: x + sizes.image.width, y: titleV.y, width: titleWidth, height: titleV.height))
    }
}
