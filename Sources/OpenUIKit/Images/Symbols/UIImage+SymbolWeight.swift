import Foundation

extension UIImage {
    /// The weight variant of a symbol image, as UIKit's `UIImage.SymbolWeight`, with UIKit's raw values
    /// (`unspecified` 0, `ultraLight` 1 … `black` 9).
    ///
    /// UIKit picks one of nine drawn variants whose strokes match the system font of that weight.
    /// OpenUIKit's symbols are stroked outlines drawn from one design, so a weight is a stroke width
    /// (`designLineWidth`): heavier weights draw thicker lines, as heavier fonts have thicker stems.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight of the same name, as UIKit's `fontWeight()`; `.regular` for `.unspecified`.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight matching a font's weight: the nearest named weight, so a label's font and
        /// a symbol next to it look equally heavy (`init(font:)`).
        init(_ fontWeight: UIFont.Weight) {
            let named = Self.allCases.filter { $0 != .unspecified }
            self = named.min { abs($0.fontWeight().rawValue - fontWeight.rawValue)
                < abs($1.fontWeight().rawValue - fontWeight.rawValue) } ?? .regular
        }

        /// The stroke width on the 20-unit design grid (see ``SymbolArtwork``): OpenUIKit's own scale,
        /// growing with the weight as a font's stems do, from hairline (`ultraLight`) to about a sixth
        /// of the symbol's height (`black`). At 17 points, medium scale, one unit is one point.
        var designLineWidth: CGFloat {
            switch self {
            case .ultraLight: 0.6
            case .thin: 0.9
            case .light: 1.3
            case .unspecified, .regular: 1.7
            case .medium: 2.0
            case .semibold: 2.2
            case .bold: 2.5
            case .heavy: 2.9
            case .black: 3.3
            }
        }
    }
}
