import Foundation

/// Scales custom fonts and values with the user's text size, as UIKit's `UIFontMetrics`: a font or a
/// length designed for the default content size category (``UIContentSizeCategory/large``) grows and
/// shrinks as the metrics' text style does.
///
/// Apple documents no formula; OpenUIKit scales by the ratio of the text style's size at the target
/// category to its size at the default category (Apple's Human Interface Guidelines' Dynamic Type
/// tables, see ``UIFont/preferredFont(forTextStyle:)``), so a 17-pt custom body font is as large as the
/// system body font at every category. Scaled fonts remember the metrics, so a label with
/// `adjustsFontForContentSizeCategory` rescales them, as UIKit documents. The scaling methods are
/// main-actor, unlike UIKit's, because they read the running app's current traits.
public final class UIFontMetrics: Sendable {
    /// The text style whose sizes this scales by.
    let textStyle: UIFont.TextStyle

    /// Metrics for the body text style, as UIKit's `UIFontMetrics.default`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics that scale as `textStyle` does, as UIKit's `init(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size category (the current traits', else the app's), as
    /// UIKit's `scaledFont(for:)`. `font` is the size wanted at the default category.
    @MainActor public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: nil, category: UIFont.currentContentSizeCategory)
    }

    /// `font` scaled for the current content size category but never larger than `maximumPointSize`,
    /// as UIKit's `scaledFont(for:maximumPointSize:)`; a maximum that is not a positive finite number
    /// means no maximum.
    @MainActor public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: UIFont.currentContentSizeCategory)
    }

    /// `font` scaled for the content size category of `traitCollection` (the current one where it
    /// gives none), as UIKit's `scaledFont(for:compatibleWith:)`.
    @MainActor public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: nil, category: UIFont.category(in: traitCollection))
    }

    /// `value` (a length designed at the default category: a spacing, a row height) scaled for the
    /// current content size category, as UIKit's `scaledValue(for:)`.
    @MainActor public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the content size category of `traitCollection` (the current one where it
    /// gives none), as UIKit's `scaledValue(for:compatibleWith:)`.
    @MainActor public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.pointSize(of: textStyle, at: UIFont.category(in: traitCollection))
            / DynamicTypeSizes.pointSize(of: textStyle, at: .large)
    }

    private func scaledFont(for font: UIFont, maximumPointSize: CGFloat?, category: UIContentSizeCategory) -> UIFont {
        let maximum = maximumPointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let scaling = DynamicTypeScaling(textStyle: textStyle, baseSize: font.pointSize, maximumPointSize: maximum)
        return UIFont(name: font.fontName, size: scaling.pointSize(at: category), weight: font.weight,
                      traits: font.styleTraits, dynamicType: scaling)
    }
}
