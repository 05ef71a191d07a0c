/// Whether a linear gradient also paints before its start and after its end, extending its end
/// colors, as Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option bits, with Core Graphics' values.
    public let rawValue: UInt32
    /// A set of options from their bits, as Core Graphics' `CGGradientDrawingOptions(rawValue:)`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints the start color before the start point too, out to the clip.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Paints the end color past the end point too, out to the clip.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
