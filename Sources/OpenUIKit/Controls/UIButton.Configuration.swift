import Foundation

extension UIButton {
    /// What a button shows and how, as UIKit's `UIButton.Configuration` (iOS 15): a value the app fills
    /// in (title, subtitle, image, colors, insets, corners) from one of the styles (``plain()``,
    /// ``tinted()``, ``gray()``, ``filled()``, ``borderless()``, ``bordered()``, ``borderedTinted()``,
    /// ``borderedProminent()``, in `UIButton.Configuration+Styles.swift`) and gives to a button with
    /// ``UIButton/init(configuration:primaryAction:)`` or ``UIButton/configuration``.
    ///
    /// A value type, as in UIKit: changing a copy changes nothing until it is set on the button again
    /// (`button.configuration = configuration`). Properties left nil (the colors, the background
    /// color) are the style's to choose, for the button's state: ``updated(for:)`` returns the
    /// configuration with them filled in, as the button draws it
    /// (`UIButton.Configuration+Appearance.swift`).
    public struct Configuration: Sendable {
        /// The look the configuration was made with: it decides the colors left nil.
        var style: Style

        // MARK: Content

        /// The title; an ``attributedTitle`` is shown instead when there is one.
        public var title: String?
        /// A second, smaller line under the title; an ``attributedSubtitle`` is shown instead when
        /// there is one.
        public var subtitle: String?
        /// A styled title, shown instead of ``title``. Runs without a font or color get the
        /// configuration's (see ``titleTextAttributesTransformer``).
        public var attributedTitle: AttributedString?
        /// A styled subtitle, shown instead of ``subtitle``.
        public var attributedSubtitle: AttributedString?
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// The space between the title and the subtitle, in points. 0 by default.
        public var titlePadding: CGFloat = 0
        /// Restyles the title's attributes (font, color) the configuration resolved, before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Restyles the subtitle's attributes, as ``titleTextAttributesTransformer`` the title's.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        /// The image, drawn in the foreground color when it is a symbol or a template image.
        public var image: UIImage?
        /// Which side of the title the image goes: `.leading` (the default), `.trailing`, `.top` or
        /// `.bottom`. Any other value is taken as `.leading`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title, in points. 0 by default.
        public var imagePadding: CGFloat = 0
        /// The point size, weight and scale a symbol image is drawn with.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Changes the image's color (the resolved foreground color) before it is drawn.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Shows a spinning ``UIActivityIndicatorView`` in the image's place, in the foreground color,
        /// as UIKit's configuration does.
        public var showsActivityIndicator = false

        // MARK: Appearance

        /// The space between the button's edges and its content. Until set, the default for
        /// ``buttonSize`` (`UIButton.Configuration+Styles.swift`), as in UIKit, where changing the size
        /// changes the default insets.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? buttonSize.defaultContentInsets }
            set { customContentInsets = newValue }
        }
        /// The insets set by the app, if any.
        private var customContentInsets: NSDirectionalEdgeInsets?
        /// How round the background's corners are. `.dynamic` by default: the radius follows
        /// ``buttonSize``.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of the button: its default insets, fonts and corner radius. `.medium` by default.
        public var buttonSize: Size = .medium
        /// The color the style derives the title, subtitle and image colors from; nil: the style's
        /// (the tint color, or white on a filled style).
        public var baseForegroundColor: UIColor?
        /// The color the style derives the background from; nil: the style's.
        public var baseBackgroundColor: UIColor?
        /// The background: color (nil: the style's), corner radius (used with `.fixed` corners) and stroke.
        public var background = UIBackgroundConfiguration()

        /// A configuration of `style` with everything else at its default.
        init(style: Style) {
            self.style = style
        }

        /// Returns a copy of the configuration updated for `button`'s state: the values the app left
        /// to the style (the foreground and background colors) filled in for the state, the app's
        /// own values kept, as UIKit's `updated(for:)`. The rules are in
        /// `UIButton.Configuration+Appearance.swift`.
        @MainActor
        public func updated(for button: UIButton) -> UIButton.Configuration {
            resolved(for: button.configurationState.controlState, tintColor: button.tintColor)
        }
    }
}
