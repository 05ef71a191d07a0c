import Foundation

extension Double {
    /// `rounded()` — to the nearest integer, halves away from zero — bit for bit (NaN, infinities,
    /// negative zero, halves), computed inline: `rounded()` calls the C library's `round` on the x86-64
    /// baseline this builds for (no instruction rounds halves away from zero), and the Auto Layout
    /// write-back snaps four values a view, four calls for each of a relayout's thousand buttons
    /// (docs/Performance.md, "Session 16 — layout speed").
    @inline(__always)
    var roundedHalfAwayFromZero: Double {
        // Every double of magnitude 2^52 or more is an integer already; NaN fails the test too.
        guard abs(self) < 0x1p52 else { return self }
        let truncated = Double(Int64(self))
        // Exact: the fraction of a double below 2^52.
        let fraction = self - truncated
        if abs(fraction) >= 0.5 { return self < 0 ? truncated - 1 : truncated + 1 }
        // The sign of a value that truncates to zero (−0.3 rounds to −0.0, as `round` gives).
        return Double(signOf: self, magnitudeOf: truncated)
    }
}
