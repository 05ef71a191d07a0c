/// Whether a linear gradient also paints before its start and after its end, extending its end
/// colors, as Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
