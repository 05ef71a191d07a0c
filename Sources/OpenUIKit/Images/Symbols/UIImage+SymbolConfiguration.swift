import Foundation

extension UIImage {
    /// The point size, weight and scale a symbol image is drawn with, as UIKit's
    /// `UIImage.SymbolConfiguration`.
    ///
    /// Immutable, as UIKit's: ``applying(_:)`` returns a new configuration. Each value may be left
    /// unspecified (no point size, ``SymbolWeight/unspecified``, ``SymbolScale/unspecified``) so that
    /// configurations combine — an image view's ``UIImageView/preferredSymbolConfiguration`` of
    /// `init(weight: .bold)` keeps the point size the image was made with. What is still unspecified
    /// when the image is drawn takes the system default: 17 points (UIKit's body text and label size),
    /// `.regular`, `.medium`.
    ///
    /// Two configurations are equal when their values are, as UIKit's `isEqual:` compares them.
    /// `init(textStyle:)` is not offered: OpenUIKit's ``UIFont`` has no text styles (Dynamic Type).
    public final class SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The point size of the system font the symbol matches; nil when unspecified.
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale

        /// The system's point size for symbols: 17 points, UIKit's body and label text size
        /// (``UIFont/labelFontSize``), which an unconfigured symbol image matches on iOS.
        static let defaultPointSize: CGFloat = UIFont.labelFontSize

        /// A configuration that specifies nothing, as UIKit's `unspecified`.
        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)

        /// Every initializer ends here. A point size that is not a positive finite number is treated as
        /// unspecified (UIKit documents no outcome; an image cannot have a negative or infinite size).
        private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.weight = weight
            self.scale = scale
        }

        /// A symbol as big as system text of `pointSize`, as UIKit's `init(pointSize:)`; weight and
        /// scale stay unspecified, so applying it to another configuration changes only the size.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// As UIKit's `init(pointSize:weight:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// As UIKit's `init(pointSize:weight:scale:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }

        /// Only a weight, as UIKit's `init(weight:)`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        /// Only a scale, as UIKit's `init(scale:)`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// The size and weight of `font` (its weight rounded to the nearest symbol weight), as UIKit's
        /// `init(font:)`, so a symbol matches the label beside it.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// As UIKit's `init(font:scale:)`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }

        /// This configuration with every value `otherConfiguration` specifies put over it, as UIKit's
        /// `applying(_:)` ("the new image attributes replace any previous attributes"); values it
        /// leaves unspecified are kept. `nil` returns this configuration.
        public func applying(_ otherConfiguration: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other = otherConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale
            )
        }

        /// A copy with no point size and an unspecified weight, as UIKit's
        /// `configurationWithoutPointSizeAndWeight()`: applied over another, it changes only the scale.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// A copy with an unspecified scale, as UIKit's `configurationWithoutScale()`.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A copy with an unspecified weight, as UIKit's `configurationWithoutWeight()`.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: .unspecified, scale: scale)
        }

        /// Whether the two specify the same values, as UIKit's `isEqual(to:)`; false for nil.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            otherConfiguration.map { $0 == self } ?? false
        }

        /// The point size drawn with: the specified one, else ``defaultPointSize``.
        var resolvedPointSize: CGFloat { pointSize ?? Self.defaultPointSize }

        /// How many points one unit of the symbols' 20-unit design grid (``SymbolArtwork``) is: the
        /// point size over 17, times the scale's factor — so a symbol grows in proportion to the text
        /// size it matches, and at the default 17 points, medium scale, one unit is one point.
        var pointsPerUnit: CGFloat { resolvedPointSize / Self.defaultPointSize * scale.sizeFactor }

        /// The stroke width on the design grid for this weight (``SymbolWeight/designLineWidth``).
        var designLineWidth: CGFloat { weight.designLineWidth }

        /// Equal when the point size, weight and scale are: two configurations that draw a symbol alike compare
        /// equal, so a button can skip a redraw for an unchanged configuration.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
        }

        /// Hashes the point size, weight and scale, consistent with `==`.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
        }

        /// The point size, weight and scale, for test failures and logs.
        public var description: String {
            "SymbolConfiguration(pointSize: \(pointSize.map { "\($0)" } ?? "unspecified"), weight: \(weight), scale: \(scale))"
        }
    }
}
