import Foundation

/// The geometry of a configured button: the image (or activity indicator) on the side
/// ``UIButton/Configuration/imagePlacement`` names, ``UIButton/Configuration/imagePadding`` from the
/// title, the subtitle under the title ``UIButton/Configuration/titlePadding`` apart, the whole placed in
/// the bounds inset by ``UIButton/Configuration/contentInsets`` (centred, or on the side the control's
/// content horizontal alignment names), as UIKit's configured buttons lay out.
extension UIButton {
    /// The placement of the configured content `shown` in `bounds`.
    func configuredPlacement(of shown: UIButton.Configuration, storage: ButtonConfigurationStorage,
                             in bounds: CGRect) -> ConfiguredPlacement {
        let titleSize = label.isHidden ? .zero : label.intrinsicContentSize
        let subtitleLabel = storage.subtitleLabel.flatMap { $0.isHidden ? nil : $0 }
        let subtitleSize = subtitleLabel?.intrinsicContentSize ?? .zero
        let imageSize: CGSize
        if shown.showsActivityIndicator, let indicator = storage.activityIndicator {
            imageSize = indicator.intrinsicContentSize
        } else if let image = shown.image {
            imageSize = image.isSymbolImage ? madeImageView?.shownImage?.size ?? image.size : image.size
        } else {
            imageSize = .zero
        }
        let hasText = titleSize != .zero || subtitleSize != .zero
        let hasImage = imageSize != .zero
        let textPadding = titleSize != .zero && subtitleSize != .zero ? shown.titlePadding : 0
        var text = CGSize(width: max(titleSize.width, subtitleSize.width),
                          height: titleSize.height + textPadding + subtitleSize.height)
        let imagePadding = hasText && hasImage ? shown.imagePadding : 0
        let vertical = shown.imagePlacement == .top || shown.imagePlacement == .bottom
        let insets = shown.contentInsets
        let content = CGSize(width: vertical ? max(imageSize.width, text.width) : imageSize.width + imagePadding + text.width,
                             height: vertical ? imageSize.height + imagePadding + text.height : max(imageSize.height, text.height))
        var placement = ConfiguredPlacement()
        placement.fittingSize = CGSize(width: content.width + insets.leading + insets.trailing,
                                       height: content.height + insets.top + insets.bottom)

        let room = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: max(bounds.width - insets.leading - insets.trailing, 0),
                          height: max(bounds.height - insets.top - insets.bottom, 0))
        // A title wider than the room left is narrowed (its label truncates it).
        text.width = min(text.width, max(vertical ? room.width : room.width - imageSize.width - imagePadding, 0))
        let block = CGSize(width: vertical ? max(imageSize.width, text.width) : imageSize.width + imagePadding + text.width,
                           height: content.height)
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = room.minX
        case .right, .trailing: x = room.maxX - block.width
        case .center, .fill: x = room.midX - block.width / 2
        }
        let origin = CGPoint(x: x, y: room.midY - block.height / 2)
        var textOrigin = origin
        switch shown.imagePlacement {
        case .top:
            placement.image = CGRect(x: origin.x + (block.width - imageSize.width) / 2, y: origin.y,
                                     width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: origin.x + (block.width - text.width) / 2, y: origin.y + imageSize.height + imagePadding)
        case .bottom:
            placement.image = CGRect(x: origin.x + (block.width - imageSize.width) / 2,
                                     y: origin.y + text.height + imagePadding,
                                     width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: origin.x + (block.width - text.width) / 2, y: origin.y)
        case .trailing:
            placement.image = CGRect(x: origin.x + text.width + imagePadding, y: origin.y + (block.height - imageSize.height) / 2,
                                     width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: origin.x, y: origin.y + (block.height - text.height) / 2)
        default:
            placement.image = CGRect(x: origin.x, y: origin.y + (block.height - imageSize.height) / 2,
                                     width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: origin.x + imageSize.width + imagePadding, y: origin.y + (block.height - text.height) / 2)
        }
        let alignment = resolvedTitleAlignment(shown, vertical: vertical, hasImage: hasImage)
        func line(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = min(size.width, text.width)
            let offset: CGFloat
            switch alignment {
            case .leading, .automatic: offset = 0
            case .center: offset = (text.width - width) / 2
            case .trailing: offset = text.width - width
            }
            return CGRect(x: textOrigin.x + offset, y: y, width: width, height: size.height)
        }
        placement.title = line(titleSize, y: textOrigin.y)
        placement.subtitle = line(subtitleSize, y: textOrigin.y + titleSize.height + textPadding)
        return placement
    }

    /// `.automatic` resolved as UIKit does: leading beside a leading or trailing image, centred above
    /// or below one and without one.
    private func resolvedTitleAlignment(_ shown: UIButton.Configuration, vertical: Bool,
                                        hasImage: Bool) -> UIButton.Configuration.TitleAlignment {
        guard shown.titleAlignment == .automatic else { return shown.titleAlignment }
        return hasImage && !vertical ? .leading : .center
    }

    /// Places the configured content's views in the bounds; false for a button without a configuration.
    func layoutConfiguredContent() -> Bool {
        guard hasConfigurationStorage, let storage = configurationStorage, storage.configuration != nil else { return false }
        updateConfigurationIfNeeded()
        guard let shown = storage.shown else { return false }
        let placement = configuredPlacement(of: shown, storage: storage, in: bounds)
        madeImageView?.frame = placement.image
        storage.activityIndicator?.frame = placement.image
        label.frame = placement.title
        storage.subtitleLabel?.frame = placement.subtitle
        return true
    }

    /// The configured content's fitting size; nil for a button without a configuration.
    var configuredIntrinsicContentSize: CGSize? {
        guard hasConfigurationStorage, let storage = configurationStorage, storage.configuration != nil else { return nil }
        updateConfigurationIfNeeded()
        guard let shown = storage.shown else { return nil }
        return configuredPlacement(of: shown, storage: storage, in: .zero).fittingSize
    }
}
