/// `c + Σ aᵢ·xᵢ` over ``LayoutVariable``s: one side of a solver constraint, the other side being zero.
///
/// Terms with the same variable are merged as they are added, and a coefficient that cancels to
/// (near) zero is dropped, so the solver never sees a variable that does not really take part.
struct LinearExpression: Sendable, Equatable {
    private(set) var terms: [LayoutVariable: Double]
    var constant: Double

    init(constant: Double = 0) {
        terms = [:]
        self.constant = constant
    }

    init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.init(constant: constant)
        add(variable, times: coefficient)
    }

    /// Adds `coefficient · variable`.
    mutating func add(_ variable: LayoutVariable, times coefficient: Double) {
        let sum = terms[variable, default: 0] + coefficient
        terms[variable] = LayoutRow.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor · other`.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for (variable, coefficient) in other.terms { add(variable, times: coefficient * factor) }
    }

    /// The expression's value for the given variable values (a missing variable counts as zero).
    func value(_ valueOf: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value * valueOf($1.key) }
    }
}
