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

    /// The hash the solver's tables probe with: the id times a 64-bit odd constant (Fibonacci hashing),
    /// not the standard library's SipHash. Every pivot and every shifted row looks symbols up (a row
    /// table, a row's cells, the column index): with SipHash, hashing alone was 7 % of a relayout of
    /// the 1000-button grid and 20 % of building its system (callgrind, docs/Performance.md "Session
    /// 11 — layout"). Ids are sequential and private to one solver, never chosen by an outside
    /// input, so the keyed hash's protection against crafted collisions buys nothing here; the seed is
    /// still mixed in, so each table's order stays its own, as with SipHash.
    func _rawHashValue(seed: Int) -> Int {
        let mixed = UInt64(bitPattern: Int64(id ^ seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: UInt(mixed ^ (mixed >> 29)))
    }

    /// Whether the symbol is restricted to non-negative values (slack and error columns).
    var isRestricted: Bool { kind == .slack || kind == .error }
}
