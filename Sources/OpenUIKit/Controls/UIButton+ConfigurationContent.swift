import Foundation

/// Showing a configuration: the title label, the subtitle label, the image view or activity
/// indicator, and the background, from the configuration updated for the state.
extension UIButton {
    /// The configuration as drawn now: ``configuration`` updated for the state when
    /// ``automaticallyUpdatesConfiguration``, else for the normal state; a destructive ``role`` reads
    /// red where the app set no foreground color.
    func configurationToShow(_ configuration: UIButton.Configuration, storage: ButtonConfigurationStorage) -> UIButton.Configuration {
        var configuration = configuration
        if storage.role == .destructive && configuration.baseForegroundColor == nil {
            configuration.baseForegroundColor = .systemRed
        }
        let state = storage.automaticallyUpdatesConfiguration ? configurationState.controlState : []
        return configuration.resolved(for: state, tintColor: tintColor)
    }

    /// Puts the configuration, updated for the state, into the button's views, and invalidates what
    /// it changed. Nothing for a button without one.
    func showConfiguration() {
        guard let storage = configurationStorage, let configuration = storage.configuration else { return }
        let shown = configurationToShow(configuration, storage: storage)
        storage.shown = shown
        let foreground: UIColor = shown.baseForegroundColor ?? tintColor
        let size = shown.buttonSize
        let category = storage.contentSizeCategory ?? traitCollection.preferredContentSizeCategory
        storage.contentSizeCategory = category
        let titleChanged = show(text: shown.attributedTitle ?? shown.title.map { AttributedString($0) },
                                in: label, font: .preferredFont(forTextStyle: size.titleTextStyle, category: category),
                                color: foreground, transformer: shown.titleTextAttributesTransformer)
        let subtitle = shown.attributedSubtitle ?? shown.subtitle.map { AttributedString($0) }
        var subtitleChanged = false
        if subtitle != nil || storage.subtitleLabel != nil {
            let label = storage.subtitleLabel ?? makeSubtitleLabel(storage)
            subtitleChanged = show(text: subtitle, in: label,
                                   font: .preferredFont(forTextStyle: size.subtitleTextStyle, category: category),
                                   color: foreground, transformer: shown.subtitleTextAttributesTransformer)
        }
        let imageChanged = showImage(of: shown, color: foreground, storage: storage)
        setNeedsDisplay()
        setNeedsLayout()
        if titleChanged || subtitleChanged || imageChanged { invalidateIntrinsicContentSize() }
    }

    /// Shows `text` in `label` with the resolved `font` and `color` (through `transformer`); runs of an
    /// attributed text keep their own font and color. Returns whether the shown text changed.
    private func show(text: AttributedString?, in label: UILabel, font: UIFont, color: UIColor,
                      transformer: UIConfigurationTextAttributesTransformer?) -> Bool {
        var attributes = AttributeContainer()
        attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
        attributes[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
        if let transformer { attributes = transformer(attributes) }
        let shown = text.map {
            $0.nsAttributedString(font: attributes[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? font,
                                  color: attributes[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] ?? color)
        }
        let old = label.attributedText
        if shown == nil {
            if label.attributedText != nil { label.attributedText = nil }
            if label.text != nil { label.text = nil }
        } else if old != shown {
            label.attributedText = shown
        }
        label.isHidden = shown?.length ?? 0 == 0
        return old != label.attributedText
    }

    /// Shows the image (or the activity indicator in its place) in the foreground color through the
    /// image color transformer. Returns whether what takes the image's place changed.
    private func showImage(of shown: UIButton.Configuration, color: UIColor,
                           storage: ButtonConfigurationStorage) -> Bool {
        var changed = false
        let image = shown.showsActivityIndicator ? nil : shown.image
        if image != nil || madeImageView != nil {
            let imageView = madeImageView ?? makeImageView()
            changed = imageView.image != image
            imageView.image = image
            imageView.isHidden = image == nil
            imageView.tintsAutomaticImages = true
            let imageColor = shown.imageColorTransformer.map { $0(color) } ?? color
            if imageView.storedTintColor != imageColor { imageView.tintColor = imageColor }
            if imageView.preferredSymbolConfiguration != shown.preferredSymbolConfigurationForImage {
                imageView.preferredSymbolConfiguration = shown.preferredSymbolConfigurationForImage
            }
            imageView.imageAdjustment = .none
        }
        if shown.showsActivityIndicator || storage.activityIndicator != nil {
            let indicator = storage.activityIndicator ?? makeActivityIndicator(storage)
            changed = changed || indicator.isAnimating != shown.showsActivityIndicator
            indicator.color = color
            if shown.showsActivityIndicator { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
        return changed
    }

    private func makeSubtitleLabel(_ storage: ButtonConfigurationStorage) -> UILabel {
        let label = UILabel(frame: .zero)
        storage.subtitleLabel = label
        addSubview(label)
        return label
    }

    private func makeActivityIndicator(_ storage: ButtonConfigurationStorage) -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.isUserInteractionEnabled = false
        storage.activityIndicator = indicator
        addSubview(indicator)
        return indicator
    }

    /// Takes the subtitle label and activity indicator away when the configuration is removed; the
    /// per-state content is shown again.
    func removeConfigurationViews(_ storage: ButtonConfigurationStorage) {
        storage.shown = nil
        storage.subtitleLabel?.removeFromSuperview()
        storage.subtitleLabel = nil
        storage.activityIndicator?.stopAnimating()
        storage.activityIndicator?.removeFromSuperview()
        storage.activityIndicator = nil
        label.attributedText = nil
    }

    /// Draws the configuration's background: its fill (through the background's color transformer)
    /// with the corner style's radius, and its stroke.
    func drawConfigurationBackground(_ shown: UIButton.Configuration, in rect: CGRect, into context: UIGraphicsContext) {
        let background = shown.background
        let radius = shown.cornerStyle.radius(height: rect.height, fixed: background.cornerRadius, size: shown.buttonSize)
        background.draw(in: rect, fill: background.resolvedBackgroundColor(for: tintColor), radius: radius, into: context)
    }
}
