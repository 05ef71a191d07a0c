import OpenUIKitTesting

/// A "random" generator that replays bytes: what lets a coverage-guided fuzzer (libFuzzer) steer the
/// same scene and input generators that the seeded runs use. Each value takes the next eight bytes
/// (little-endian). Once the bytes are used up it continues with a ``SplitMix64`` seeded by their
/// count — never a constant, because the standard library's bounded `random(in:using:)` rejects and
/// redraws some values and would loop forever on a generator stuck at zero.
public struct ByteStreamGenerator: RandomNumberGenerator, Sendable {
    private let bytes: [UInt8]
    private var offset = 0
    private var tail: SplitMix64

    /// Replays `bytes` (libFuzzer's input), then continues with a generator seeded by their count, so every
    /// input, even an empty one, drives a complete run.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tail = SplitMix64(seed: UInt64(bytes.count))
    }

    /// Whether every byte has been used.
    public var isExhausted: Bool { offset >= bytes.count }

    /// The next eight bytes as a little-endian number (a short last group fills the low bytes), then the tail
    /// generator's values.
    public mutating func next() -> UInt64 {
        guard !isExhausted else { return tail.next() }
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) where offset < bytes.count {
            value |= UInt64(bytes[offset]) << UInt64(shift)
            offset += 1
        }
        return value
    }
}
