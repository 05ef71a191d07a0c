import Foundation

/// Where a text layer cuts text that does not fit, as Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode.
    public let rawValue: String

    /// A mode by its Core Animation string; an unknown one truncates as ``none``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No ellipsis: text past the bounds is cut off. The default.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")

    /// The line break mode it draws with: word wrapping for wrapped text, else the truncation (or
    /// clipping).
    func lineBreakMode(wrapped: Bool) -> NSLineBreakMode {
        switch self {
        case .start: .byTruncatingHead
        case .end: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        default: wrapped ? .byWordWrapping : .byClipping
        }
    }
}
