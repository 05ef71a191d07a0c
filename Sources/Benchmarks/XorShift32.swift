/// The Qt peer's click-target sequence: Marsaglia's xorshift32 with the shift triple (13, 17, 5).
///
/// Both benchmarks must click the same buttons in the same order, so this mirrors `nextTarget()` in
/// the peer's `bench.cpp` bit for bit: the state is reset to ``seed`` at the start of every run and
/// each target is `state % count`. ``firstTenTargets`` is the list the peer's README gives to check
/// the sequence against.
struct XorShift32 {
    /// The seed the peer resets to before every run.
    static let seed: UInt32 = 2_463_534_242
    /// The first ten targets on a 1000-button grid, from the peer's README.
    static let firstTenTargets = [715, 906, 800, 182, 609, 282, 274, 861, 951, 249]

    private var state: UInt32

    init(seed: UInt32 = XorShift32.seed) {
        state = seed
    }

    /// The next target index in `0..<count`.
    mutating func next(below count: Int) -> Int {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return Int(state % UInt32(count))
    }
}
