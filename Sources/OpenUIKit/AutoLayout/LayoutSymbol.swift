/// A column of the simplex tableau (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001, section 3).
///
/// - `external`: a ``LayoutVariable`` the caller reads; unrestricted in sign.
/// - `slack`: turns an inequality into an equation; never negative.
/// - `error`: how far an optional constraint is from being met; never negative, weighted in the
///   objective by the constraint's strength.
/// - `dummy`: marks a required equation so it can be found and removed again; always zero and
///   never enters the basis by pivoting.
struct LayoutSymbol: Hashable, Sendable, Comparable {
    enum Kind: UInt8, Sendable { case external, slack, error, dummy }

    let id: Int
    let kind: Kind

    /// Bland's rule orders columns by id: picking the lowest-numbered candidate at each pivot is what
    /// guarantees the simplex terminates even on degenerate systems (no cycling, so no hang).
    static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id < rhs.id }

    static func == (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether the symbol is restricted to non-negative values (slack and error columns).
    var isRestricted: Bool { kind == .slack || kind == .error }
}
