import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, as UIKit's `UIColor`.
///
/// Immutable and `Sendable`, so colors can be stored in display lists and shared freely. A color is
/// either fixed components or dynamic (``init(dynamicProvider:)``, the system palette in
/// `UIColor+SystemPalette.swift`): a dynamic color is resolved against a trait collection
/// (``resolvedColor(with:)``) — by the engine when a view's drawing is recorded, with that view's
/// traits, so display lists and renderers only ever see fixed colors.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1 in sRGB: stored as given (clamped), so `getRed(_:green:blue:alpha:)` reads it back exactly.
    public let red: CGFloat
    /// The green component, 0…1 in sRGB, clamped when the color is made.
    public let green: CGFloat
    /// The blue component, 0…1 in sRGB, clamped when the color is made.
    public let blue: CGFloat
    /// The opacity, 0…1, straight (not premultiplied), as UIKit's `cgColor.alpha`.
    public let alpha: CGFloat

    /// Whether the color was made as a gray level (UIKit's grayscale color space), for
    /// ``getWhite(_:alpha:)``; equality and hashing look at the components only.
    let isGrayscale: Bool

    /// What a dynamic color resolves with (``init(dynamicProvider:)``); nil for a fixed color. For a
    /// dynamic color the stored components are its resolution in unspecified traits (the light
    /// appearance), what code that reads the components without traits gets.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Creates a color; components are clamped to 0…1 (UIKit's extended range is not modelled) and a
    /// NaN component becomes 0, so a bad value can never reach a renderer.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: false)
    }

    /// A gray level, as `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha, isGrayscale: true)
    }

    private init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isGrayscale: Bool,
                 provider: (@Sendable (UITraitCollection) -> UIColor)? = nil) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.isGrayscale = isGrayscale
        self.provider = provider
    }

    /// A color that is whatever `dynamicProvider` returns for the traits it is resolved with, as
    /// UIKit's `init(dynamicProvider:)`: `UIColor { $0.userInterfaceStyle == .dark ? .white : .black }`.
    /// Views resolve it with their own traits each time they record their drawing, so a dark-mode
    /// switch redraws them in the other color. The provider is called once here with unspecified
    /// traits, for the components read without traits (``red``…).
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let base = dynamicProvider(UITraitCollection()).resolvedColor(with: UITraitCollection())
        self.init(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha,
                  isGrayscale: base.isGrayscale, provider: dynamicProvider)
    }

    /// Whether the color is dynamic (made with ``init(dynamicProvider:)`` or one of the system palette's).
    var isDynamic: Bool { provider != nil }

    /// The fixed color this one is in `traitCollection`, as UIKit's `resolvedColor(with:)`: a fixed color
    /// is itself; a dynamic one asks its provider, and again while the answer is dynamic (at most eight
    /// times: a provider that keeps answering dynamic colors gets its last answer's stored components).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var color = self
        for _ in 0..<8 {
            guard let provider = color.provider else { return color }
            color = provider(traitCollection)
        }
        return color.provider == nil ? color : color.fixed
    }

    /// The stored components as a fixed color.
    private var fixed: UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: isGrayscale)
    }

    /// A color from 8-bit channels, e.g. `UIColor(rgb: 0x007AFF)`.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255,
            green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The same color with another alpha, as `withAlphaComponent(_:)` (a gray stays a gray; a dynamic
    /// color stays dynamic, each resolution taking `alpha`).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: isGrayscale)
    }

    /// This color with its alpha multiplied by `factor` (for a dynamic color, each resolution's).
    public func multiplyingAlpha(by factor: CGFloat) -> UIColor {
        if let provider {
            return UIColor { provider($0).multiplyingAlpha(by: factor) }
        }
        return withAlphaComponent(alpha * factor)
    }

    /// Whether the color draws nothing (for a dynamic color: in no appearance it can be drawn in is
    /// this known, so only a fixed color answers true).
    public var isFullyTransparent: Bool { alpha == 0 && provider == nil }

    /// Equal when the four components are: UIKit's `isEqual(_:)` for colors in the same space, and a gray
    /// made with `init(white:alpha:)` equals the same RGB gray, since both draw the same pixels. A
    /// dynamic color compares by its light components (the stored ones), so a recorded, resolved color
    /// equals the palette color it came from in the light appearance (`.systemBlue`) — a deviation:
    /// UIKit's dynamic colors equal only themselves.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the four components, consistent with `==`, so colors can key dictionaries and sets.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The components to three decimals, for test failures and logs (UIKit prints its color space
    /// instead); a dynamic color says so and gives its light components.
    public var description: String {
        String(format: "UIColor(\(provider == nil ? "" : "dynamic, light ")r: %.3f, g: %.3f, b: %.3f, a: %.3f)",
               red, green, blue, alpha)
    }
}

extension UIColor {
    /// UIKit's `black`: a gray of 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit's `darkGray`: a gray of 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// UIKit's `gray`: a gray of 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's `lightGray`: a gray of 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// UIKit's `white`: a gray of 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit's `clear`: a gray of 0 with alpha 0, which views and renderers skip drawing.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// UIKit's `red`: RGB 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's `green`: RGB 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's `blue`: RGB 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The color UIKit's sheets and popovers dim the content behind them with.
    public static let dimmingOverlay = UIColor(white: 0, alpha: 0.4)
}
