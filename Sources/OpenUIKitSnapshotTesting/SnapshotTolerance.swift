/// How far a rendering may stray from its reference image and still match.
///
/// Exact by default: rendering is deterministic (pinned fonts, no hinting), so the same display list
/// gives the same bytes. A tolerance is for comparisons across things that legitimately differ in
/// rounding, e.g. a window captured from a real X server.
public struct SnapshotTolerance: Sendable, Equatable {
    /// A pixel matches when every straight-alpha channel is within this distance of the reference's.
    public var maxChannelDifference: UInt8
    /// How many pixels may differ by more than ``maxChannelDifference``.
    public var maxDifferingPixels: Int

    /// A tolerance; the defaults are exact, which deterministic rendering allows.
    public init(maxChannelDifference: UInt8 = 0, maxDifferingPixels: Int = 0) {
        self.maxChannelDifference = maxChannelDifference
        self.maxDifferingPixels = maxDifferingPixels
    }

    /// Byte-for-byte equal pixels.
    public static let exact = SnapshotTolerance()
}
