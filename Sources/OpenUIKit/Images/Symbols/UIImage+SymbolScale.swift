import Foundation

extension UIImage {
    /// The scale variant of a symbol image — how big it is next to text of the same point size — as
    /// UIKit's `UIImage.SymbolScale`, with UIKit's raw values (`default` −1, `unspecified` 0, `small` 1,
    /// `medium` 2, `large` 3).
    public enum SymbolScale: Int, Sendable, CaseIterable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// How much bigger than the medium variant the image is drawn. Apple documents the small variant
        /// as "approximately 20% smaller" and the large one as "approximately 30% larger" than medium
        /// (developer.apple.com/documentation/appkit/nsimage/symbolscale/small and …/large; UIKit's
        /// pages name the same three variants without numbers), so 0.8 and 1.3. `default` and
        /// `unspecified` are the system's choice, which for a symbol shown on its own is medium.
        var sizeFactor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.3
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
