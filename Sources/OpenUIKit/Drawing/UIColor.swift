import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, as UIKit's `UIColor`.
///
/// Immutable and `Sendable`, so colors can be stored in display lists and shared freely. The named
/// colors use the values UIKit documents for the light appearance (e.g. `systemBlue` is
/// RGB 0/122/255); dynamic dark-mode colors are not modelled.
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

    /// Creates a color; components are clamped to 0…1 (UIKit's extended range is not modelled) and a
    /// NaN component becomes 0, so a bad value can never reach a renderer.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: false)
    }

    /// A gray level, as `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha, isGrayscale: true)
    }

    private init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isGrayscale: Bool) {
        func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.isGrayscale = isGrayscale
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

    /// The same color with another alpha, as `withAlphaComponent(_:)` (a gray stays a gray).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, isGrayscale: isGrayscale)
    }

    /// This color with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: CGFloat) -> UIColor {
        withAlphaComponent(alpha * factor)
    }

    /// Whether the color draws nothing.
    public var isFullyTransparent: Bool { alpha == 0 }

    /// Equal when the four components are: UIKit's `isEqual(_:)` for colors in the same space, and a gray
    /// made with `init(white:alpha:)` equals the same RGB gray, since both draw the same pixels.
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

    /// The components to three decimals, for test failures and logs (UIKit prints its color space instead).
    public var description: String {
        String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
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

    /// UIKit's `systemBlue` in the light appearance (RGB 0/122/255): the default tint of buttons and bar items.
    public static let systemBlue = UIColor(rgb: 0x007AFF)
    /// UIKit's `systemGreen` in the light appearance (RGB 52/199/89).
    public static let systemGreen = UIColor(rgb: 0x34C759)
    /// UIKit's `systemRed` in the light appearance (RGB 255/59/48): destructive alert actions use it.
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    /// UIKit's `systemOrange` in the light appearance (RGB 255/149/0).
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    /// UIKit's `systemGray` in the light appearance (RGB 142/142/147): disabled alert buttons and
    /// the activity indicator use it.
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    /// UIKit's `systemGray4` in the light appearance (RGB 209/209/214).
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    /// UIKit's `systemGray5` in the light appearance (RGB 229/229/234).
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    /// UIKit's `systemGray6` in the light appearance (RGB 242/242/247).
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    /// UIKit's `systemBackground` in the light appearance: white (dark mode is not modelled).
    public static let systemBackground = UIColor.white
    /// UIKit's `secondarySystemBackground` in the light appearance (RGB 242/242/247), for content
    /// layered over the system background.
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    /// UIKit's `label` in the light appearance: black, the default text color of labels.
    public static let label = UIColor.black
    /// UIKit's `secondaryLabel` in the light appearance: RGB 60/60/67 at 60 % opacity.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's `separator` in the light appearance: RGB 60/60/67 at 29 % opacity, for hairlines between rows.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The color UIKit's sheets and popovers dim the content behind them with.
    public static let dimmingOverlay = UIColor(white: 0, alpha: 0.4)
}
