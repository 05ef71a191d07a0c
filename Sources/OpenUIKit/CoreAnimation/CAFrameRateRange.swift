/// The frame rates a display link asks for, as Core Animation's `CAFrameRateRange` (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate acceptable, in frames per second.
    public var minimum: Float
    /// The highest rate acceptable; 0 means the display's own.
    public var maximum: Float
    /// The rate wanted, or nil for the highest the range allows.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred` (nil: the maximum).
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate, as Core Animation's `.default`.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// The rate this range asks for: the preferred rate, else the maximum; 0 (or less, or NaN) for the
    /// display's own.
    var requestedRate: Float {
        let rate = preferred ?? maximum
        return rate.isFinite && rate > 0 ? rate : 0
    }
}
