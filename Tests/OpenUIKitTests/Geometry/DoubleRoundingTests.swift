import Foundation
import Testing
@testable import OpenUIKit

/// The Auto Layout write-back's inline rounding gives what `rounded()` gives, bit for bit.
@Suite struct DoubleRoundingTests {
    /// `value.roundedHalfAwayFromZero` and `value.rounded()` are the same double (both NaN for NaN).
    private static func agrees(_ value: Double) -> Bool {
        let inline = value.roundedHalfAwayFromZero, library = value.rounded()
        return inline.bitPattern == library.bitPattern || (inline.isNaN && library.isNaN)
    }

    @Test func halvesZerosAndEdgesRoundAsTheLibraryDoes() {
        let almostHalf = 0.5.nextDown
        let values: [Double] = [
            0, -0.0, 0.3, -0.3, 0.5, -0.5, 0.7, -0.7, 1.5, -1.5, 2.5, -2.5, almostHalf, -almostHalf,
            1 + almostHalf, 0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p52 + 1, 0x1p53 + 2, 1e300, -1e300,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
            .infinity, -.infinity, .nan, 123_456_789.5, -987_654_321.4999999,
        ]
        for value in values { #expect(Self.agrees(value), "\(value)") }
    }

    /// Solved layout values scaled by a million, as the write-back snaps them, and values near halves.
    @Test func manyValuesRoundAsTheLibraryDoes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var disagreements: [Double] = []
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / 0x1p53
            let values = [(unit - 0.5) * 4e9, (unit - 0.5) * 2000 * 1e6, (unit * 1000).rounded() + 0.5, -(unit * 1000).rounded() - 0.5]
            disagreements += values.filter { !Self.agrees($0) }
        }
        #expect(disagreements.isEmpty)
    }
}
