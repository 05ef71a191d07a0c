import Foundation

/// The styles and the metrics of each size.
///
/// Apple documents the styles by picture only (the Human Interface Guidelines' "Buttons" page and the
/// WWDC21 session "Meet the UIKit button system" show plain, gray, tinted and filled). The numbers
/// below are OpenUIKit's reading of iOS 17's look and are not documented by Apple: content insets,
/// fonts and corner radii per size, and the two fills. On iOS the macOS-named styles look like their
/// iOS counterparts: borderless as plain, bordered as gray, borderedTinted as tinted,
/// borderedProminent as filled — so they share a ``Style`` here.
extension UIButton.Configuration {
    /// No background; title and image in the tint color, as UIKit's `plain()`.
    public static func plain() -> UIButton.Configuration { UIButton.Configuration(style: .plain) }
    /// A pale background of the tint color under content in the tint color, as UIKit's `tinted()`.
    public static func tinted() -> UIButton.Configuration { UIButton.Configuration(style: .tinted) }
    /// A light gray background under content in the tint color, as UIKit's `gray()`.
    public static func gray() -> UIButton.Configuration { UIButton.Configuration(style: .gray) }
    /// A background of the tint color under white content, as UIKit's `filled()`.
    public static func filled() -> UIButton.Configuration { UIButton.Configuration(style: .filled) }
    /// As ``plain()`` on iOS, as UIKit's `borderless()`.
    public static func borderless() -> UIButton.Configuration { UIButton.Configuration(style: .plain) }
    /// As ``gray()`` on iOS, as UIKit's `bordered()`.
    public static func bordered() -> UIButton.Configuration { UIButton.Configuration(style: .gray) }
    /// As ``tinted()`` on iOS, as UIKit's `borderedTinted()`.
    public static func borderedTinted() -> UIButton.Configuration { UIButton.Configuration(style: .tinted) }
    /// As ``filled()`` on iOS, as UIKit's `borderedProminent()`.
    public static func borderedProminent() -> UIButton.Configuration { UIButton.Configuration(style: .filled) }

    /// The gray style's fill: the light appearance of UIKit's `tertiarySystemFill`
    /// (RGB 118, 118, 128 at 12 %), also the fill of a disabled button that has a background.
    static let grayFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// How opaque the tinted style's background is over its base color.
    static let tintedBackgroundAlpha: CGFloat = 0.15
    /// The content color of a disabled button: the light appearance of UIKit's `tertiaryLabel`
    /// (RGB 60, 60, 67 at 30 %).
    static let disabledForeground = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// How much a highlighted background is darkened: its RGB is multiplied by this.
    static let highlightedBackgroundBrightness: CGFloat = 0.85
}

extension UIButton.Configuration.Size {
    /// The content insets a configuration of this size has until the app sets its own.
    var defaultContentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        }
    }

    /// The title's text style: body for large and medium buttons, subheadline for small, caption 1 for
    /// mini (17, 15 and 12 pt at the default content size). Configuration titles follow Dynamic Type
    /// without the app asking, as UIKit's do (the WWDC21 session "Meet the UIKit button system": buttons
    /// with configurations support Dynamic Type automatically).
    var titleTextStyle: UIFont.TextStyle {
        switch self {
        case .large, .medium: return .body
        case .small: return .subheadline
        case .mini: return .caption1
        }
    }

    /// The subtitle's text style: one style smaller than the title (subheadline, caption 1, caption 2).
    var subtitleTextStyle: UIFont.TextStyle {
        switch self {
        case .large, .medium: return .subheadline
        case .small: return .caption1
        case .mini: return .caption2
        }
    }

    /// The corner style `.dynamic` stands for at this size.
    var dynamicCornerStyle: UIButton.Configuration.CornerStyle {
        switch self {
        case .large: return .large
        case .medium: return .medium
        case .small, .mini: return .small
        }
    }
}

extension UIButton.Configuration.CornerStyle {
    /// The radius for a background `height` points tall, with `fixed` as the background's own radius
    /// and `size` deciding what `.dynamic` is.
    func radius(height: CGFloat, fixed: CGFloat, size: UIButton.Configuration.Size) -> CGFloat {
        switch self {
        case .fixed: return fixed
        case .dynamic: return size.dynamicCornerStyle.radius(height: height, fixed: fixed, size: size)
        case .small: return 6
        case .medium: return 8
        case .large: return 12
        case .capsule: return height / 2
        }
    }
}
