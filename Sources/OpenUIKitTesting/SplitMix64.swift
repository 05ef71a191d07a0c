/// A small, fast, seeded random number generator (Steele, Lea & Flood's SplitMix64), so a fuzz run or a
/// randomized test draws the same sequence for the same seed on every machine and in every process.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that draws the sequence of `seed`: the same seed gives the same numbers everywhere.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence (SplitMix64's increment and mix), as `RandomNumberGenerator` asks.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
