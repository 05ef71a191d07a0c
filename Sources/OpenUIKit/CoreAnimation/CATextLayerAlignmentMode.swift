import Foundation

/// How a text layer aligns its lines, as Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode.
    public let rawValue: String

    /// A mode by its Core Animation string; an unknown one aligns as ``natural``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The script's natural alignment (left, for the left-to-right text OpenUIKit draws): the default.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines fill the width (drawn as ``natural``: the renderer does not stretch words apart).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The text alignment it draws with.
    var textAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        default: .natural
        }
    }
}
