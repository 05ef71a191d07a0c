import Foundation

/// A function from the color a configuration resolved to the color it draws, as UIKit's
/// `UIConfigurationColorTransformer` (iOS 14): a button configuration's
/// ``UIButton/Configuration/imageColorTransformer`` or a background's
/// ``UIBackgroundConfiguration/backgroundColorTransformer``.
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor

    /// Wraps `transform`, as UIKit's `UIConfigurationColorTransformer(_:)`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// Applies the transformer: `transformer(color)`, as in UIKit.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// The color's luminance as a grey, with its alpha, as UIKit's `.grayscale`. Rec. 709 luma weights
    /// (0.2126, 0.7152, 0.0722), the ones sRGB is defined with.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor(white: 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue, alpha: color.alpha)
    }

    /// The system's preferred tint (the accent color) in place of the color, as UIKit's
    /// `.preferredTint`. OpenUIKit has no user-chosen accent color, so this is ``UIColor/systemBlue``
    /// (the default accent), keeping the input's alpha.
    public static let preferredTint = UIConfigurationColorTransformer { color in
        UIColor.systemBlue.withAlphaComponent(color.alpha)
    }

    /// The monochrome tint in place of the color, as UIKit's `.monochromeTint` (what macOS shows with
    /// the "Graphite" accent): ``UIColor/systemGray``, keeping the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor.systemGray.withAlphaComponent(color.alpha)
    }
}
