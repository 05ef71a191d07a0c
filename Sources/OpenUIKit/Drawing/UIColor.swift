import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, as UIKit's `UIColor`.
///
/// Immutable and `Sendable`, so colors can be stored in display lists and shared freely. The named
/// colors use the values UIKit documents for the light appearance (e.g. `systemBlue` is
/// RGB 0/122/255); dynamic dark-mode colors are not modelled.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
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

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String {
        String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", red, green, blue, alpha)
    }
}

extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
    public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
    public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The color UIKit's sheets and popovers dim the content behind them with.
    public static let dimmingOverlay = UIColor(white: 0, alpha: 0.4)
}
