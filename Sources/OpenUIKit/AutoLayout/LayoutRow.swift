/// One row of the simplex tableau: `basic = constant + Σ coefficient · symbol`, the basic symbol being
/// the row's key in the solver's table (or the objective to minimize).
///
/// Rows are values kept in a dictionary and mutated in place; coefficients that cancel to near zero
/// are removed, so rounding never leaves a phantom dependency that could be pivoted on.
struct LayoutRow: Sendable {
    private(set) var cells: [LayoutSymbol: Double] = [:]
    var constant: Double

    /// The tolerance under which a coefficient or constant counts as zero. Layout works in points
    /// with sub-point precision; 1e-8 is far below anything visible and far above Double rounding on
    /// the magnitudes a screen reaches.
    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(of symbol: LayoutSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell if it cancels out.
    mutating func insert(_ symbol: LayoutSymbol, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = Self.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor · row`.
    mutating func insert(_ row: LayoutRow, _ factor: Double) {
        constant += row.constant * factor
        for (symbol, coefficient) in row.cells { insert(symbol, coefficient * factor) }
    }

    mutating func remove(_ symbol: LayoutSymbol) { cells[symbol] = nil }

    /// Adds `amount` times the coefficient of `symbol` to the constant (the symbol moving by
    /// `amount`, as an edit does) and returns the new constant.
    mutating func shiftConstant(along symbol: LayoutSymbol, by amount: Double) -> Double {
        constant += coefficient(of: symbol) * amount
        return constant
    }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = constant + a·symbol + rest` as `symbol = -(constant + rest)/a`: the row then
    /// describes `symbol`, which no longer appears in it.
    mutating func solve(for symbol: LayoutSymbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites the row of `lhs` (`lhs = …rhs…`) as the row of `rhs`: a pivot.
    mutating func solve(for lhs: LayoutSymbol, in rhs: LayoutSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by its defining row.
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
