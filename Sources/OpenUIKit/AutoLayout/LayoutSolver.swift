/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 2001) — the algorithm behind UIKit's layout engine —
/// written for this engine.
///
/// The system is kept as a simplex tableau in solved form: every basic symbol has a row in terms of
/// non-basic ones, and the non-basic ones are zero. Adding a constraint adds one row and pivots only
/// what it touches; removing one pivots its marker out; changing a constant (``updateConstant(_:to:)``)
/// or suggesting an edit variable's value (``suggestValue(_:_:)``) shifts row constants and repairs
/// feasibility with the dual simplex, so a window resize never rebuilds the system.
///
/// Every pivot touches only the rows that hold the symbols it moves: ``columns`` indexes, for each
/// symbol, the rows it appears in (the paper's "column" sets, section 3.2), and the objective's
/// entering candidates are kept as a set, so adding a constraint to a system of n rows costs what
/// the rows it touches cost, not O(n) — building a grid of a thousand views is linear, not quadratic.
///
/// Storage (docs/Performance.md, "Session 13 — layout speed"): rows live in a dense slot table
/// (``slots``, vacated slots reused through a free list — an array indexed by symbol id would grow
/// with every symbol ever made, as ids are never reused), found by symbol through ``slotOf`` only
/// where a pivot needs it. Each column maps the slots of its rows to the symbol's coefficient there,
/// kept equal to the row's own cell, so a shift of an edit variable (a window resize moves thousands
/// of rows) walks one column's pairs in storage order and writes only the constants of its rows: no
/// probe of a row table or of a row's own cells per row, which were cache misses on a large system.
/// ``_checkInvariants()`` (debug builds) checks that the three agree.
///
/// Required constraints are hard: one that cannot hold with the others is refused
/// (``LayoutSolverError/unsatisfiable``) and the solver is left as it was — the caller decides what to
/// report and which constraint to break. Optional constraints minimize the weighted sum of their
/// errors (``LayoutStrength``). Pivots follow Bland's rule, so degenerate systems cannot cycle, and a
/// pivot budget turns numerical trouble into an error instead of a hang.
final class LayoutSolver {
    /// What the solver remembers of a constraint: its marker column (the slack, error or dummy symbol
    /// that identifies its row) and, for optional equations, the second error column.
    private struct Tag {
        var constraint: LayoutSolverConstraint
        var marker: LayoutSymbol
        var other: LayoutSymbol?
        /// The marker's coefficient in the constraint's row as first built: a change Δ of the
        /// expression's constant is the marker shifting by Δ / this (see ``updateConstant(_:to:)``).
        var markerCoefficient: Double
    }

    /// What a refused constraint must put back: each row as it was before its first change (nil
    /// when the symbol had none) and the objective before its first change — the rows the attempt
    /// touched, not a copy of the whole tableau (which made building a large system quadratic).
    private struct UndoLog {
        var rows: [LayoutSymbol: LayoutRow?] = [:]
        var objective: LayoutRow?
    }

    /// A row of the tableau in the slot table: its basic symbol and its row (a vacant slot has the
    /// symbol ``vacantBasic`` and an empty row). The basic symbol sits beside the constant, so a
    /// shifted row is one cache line.
    fileprivate struct Slot {
        var basic: LayoutSymbol
        var row: LayoutRow

        static let vacant = Slot(basic: vacantBasic, row: LayoutRow())
        /// No symbol has id 0 (``nextID()`` starts at 1).
        static let vacantBasic = LayoutSymbol(id: 0, kind: .external)
    }

    /// An index into ``slots``, hashed as ``LayoutSymbol`` is (a multiply, not SipHash) for the
    /// columns' tables.
    fileprivate struct SlotIndex: Hashable {
        let index: Int32

        init(_ index: Int) { self.index = Int32(index) }

        func _rawHashValue(seed: Int) -> Int {
            let mixed = UInt64(bitPattern: Int64(Int(index) ^ seed)) &* 0x9E37_79B9_7F4A_7C15
            return Int(bitPattern: UInt(mixed ^ (mixed >> 29)))
        }

        func hash(into hasher: inout Hasher) { hasher.combine(index) }
    }

    private var lastID = 0
    /// The rows, each in its slot; vacant slots are listed in ``freeSlots``.
    private var slots: [Slot] = []
    private var freeSlots: [SlotIndex] = []
    /// Where each basic symbol's row is.
    private var slotOf: [LayoutSymbol: SlotIndex] = [:]
    /// For each symbol, the slots of the rows that hold it and its coefficient in each: what a
    /// substitution, a ratio test or a shift visits instead of every row.
    private var columns: [LayoutSymbol: [SlotIndex: Double]] = [:]
    /// Moves on with every change to ``columns`` (a pivot, a row added or taken out): what
    /// ``shiftOrders`` are valid for.
    private var columnsVersion = 0
    /// For the markers shifted at ``shiftOrdersVersion``: the column's pairs sorted by slot once it
    /// has been shifted twice with the columns unchanged (an empty list after the first shift). A
    /// window resize shifts the same two markers through thousands of rows on every relayout without
    /// a pivot; walked in slot order, the rows are read front to back, which the processor prefetches,
    /// rather than in the column dictionary's hash order, a cache miss each on a large system
    /// (docs/Performance.md, "Session 15 — layout speed").
    private var shiftOrders: [LayoutSymbol: [(key: SlotIndex, value: Double)]] = [:]
    private var shiftOrdersVersion = 0
    private var tags: [LayoutConstraintHandle: Tag] = [:]
    private var edits: [LayoutVariable: LayoutConstraintHandle] = [:]
    private var objective = LayoutRow()
    /// The objective's columns whose increase lowers it (negative, not a dummy): the entering
    /// candidates, kept up to date by ``noteObjective(_:)`` so a pivot need not scan every error term.
    private var improving: Set<LayoutSymbol> = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    private var artificial: LayoutRow?
    /// Open while a constraint is being added and may still be refused.
    private var undoLog: UndoLog?
    /// Basic symbols whose rows broke their bound (``isViolated(_:_:)``), for the dual simplex.
    private var infeasible: [LayoutSymbol] = []

    /// Pivots done since the solver was made: a cost measure for tests and benchmarks.
    private(set) var pivotCount = 0

    init() {}

    /// How many constraints (edit constraints included) the system holds.
    var constraintCount: Int { tags.count }

    /// A new unknown, zero until constraints say otherwise.
    func makeVariable() -> LayoutVariable {
        LayoutVariable(id: nextID())
    }

    /// The variable's value in the current solution.
    func value(of variable: LayoutVariable) -> Double {
        guard let slot = slotOf[LayoutSymbol(id: variable.id, kind: .external)] else { return 0 }
        return slots[slot].row.constant
    }

    /// The values of four variables (a frame's), the tables read once for the four: the frame
    /// write-back reads a thousand frames a relayout, and each table access is an exclusivity check.
    func values(of first: LayoutVariable, _ second: LayoutVariable, _ third: LayoutVariable,
                _ fourth: LayoutVariable) -> (Double, Double, Double, Double) {
        var hints = LayoutRowHints()
        return values(of: first, second, third, fourth, hints: &hints)
    }

    /// ``values(of:_:_:_:)`` starting from the slots `hints` remembers (``LayoutRowHints``): a slot
    /// whose row is still the variable's is read directly; otherwise ``slotOf`` is probed and the hint
    /// corrected. After a window resize every row stays where it was, so the frame write-back's four
    /// probes a view (hash, bucket, key compare: cache misses on a large system) become four reads of
    /// the slot table.
    func values(of first: LayoutVariable, _ second: LayoutVariable, _ third: LayoutVariable,
                _ fourth: LayoutVariable, hints: inout LayoutRowHints) -> (Double, Double, Double, Double) {
        let slotOf = self.slotOf, slots = self.slots
        func value(_ variable: LayoutVariable, _ hint: inout Int32) -> Double {
            let index = Int(hint)
            if index >= 0, index < slots.count, slots[index].basic.id == variable.id { return slots[index].row.constant }
            guard let slot = slotOf[LayoutSymbol(id: variable.id, kind: .external)] else {
                hint = -1
                return 0
            }
            hint = slot.index
            return slots[slot].row.constant
        }
        return (value(first, &hints.slots.0), value(second, &hints.slots.1), value(third, &hints.slots.2),
                value(fourth, &hints.slots.3))
    }

    /// The row of `basic`, if it is basic.
    private func basicRow(of basic: LayoutSymbol) -> LayoutRow? {
        guard let slot = slotOf[basic] else { return nil }
        return slots[slot].row
    }

    /// Whether another optimum gives the variable a different value — the solver picked one among
    /// many equally good ones (what UIKit calls an ambiguous layout): the variable is non-basic, or
    /// its row depends on a non-basic variable, or on a restricted symbol that costs nothing to raise
    /// and that no row stops at zero (a degenerate row at its bound pins it).
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let row = basicRow(of: LayoutSymbol(id: variable.id, kind: .external)) else { return true }
        return row.cells.keys.contains { symbol in
            if symbol.kind == .external { return true }
            guard symbol.isRestricted, LayoutRow.isNearZero(objective.coefficient(of: symbol)) else { return false }
            return !(columns[symbol] ?? [:]).contains { slot, coefficient in
                slots[slot].basic.kind != .external && coefficient < 0 && LayoutRow.isNearZero(slots[slot].row.constant)
            }
        }
    }

    // MARK: Constraints

    /// Adds a constraint. Throws ``LayoutSolverError/unsatisfiable`` for a required constraint that
    /// conflicts with the required ones already there, leaving the system unchanged.
    @discardableResult
    func add(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) -> LayoutConstraintHandle {
        let handle = LayoutConstraintHandle(id: nextID())
        defer { checkInvariantsIfSmall() }
        try add(constraint, as: handle)
        return handle
    }

    private func add(_ constraint: LayoutSolverConstraint, as handle: LayoutConstraintHandle) throws(LayoutSolverError) {
        var (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            // An external subject left non-basic in restricted rows (by a removal: zero, free) moves
            // them when it gets a row, and they may break their bounds: the dual simplex repairs
            // them before optimizing, or a required row stays broken. Only then can the constraint
            // still be refused, so only then is the undo log kept.
            if (columns[subject] ?? [:]).keys.contains(where: { slots[$0].basic.kind != .external }) { undoLog = UndoLog() }
            defer { undoLog = nil }
            substitute(subject, with: row)
            setRow(subject, row)
            if !infeasible.isEmpty {
                do {
                    try dualOptimize()
                } catch {
                    rollBack(withdrawing: tag)
                    throw error
                }
            }
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // A required equation already implied by the others (only dummies left): redundant if
            // its constant is zero, a contradiction otherwise.
            guard LayoutRow.isNearZero(row.constant) else { throw .unsatisfiable }
            row.solve(for: tag.marker)
            setRow(tag.marker, row)
        } else {
            undoLog = UndoLog()
            defer { undoLog = nil }
            do {
                try addWithArtificialVariable(row)
            } catch {
                rollBack(withdrawing: tag)
                throw error
            }
        }
        tags[handle] = tag
        do {
            try optimize()
        } catch {
            tags[handle] = nil
            try? removeEffects(of: tag)
            throw error
        }
    }

    /// Removes a constraint added earlier.
    func remove(_ handle: LayoutConstraintHandle) throws(LayoutSolverError) {
        guard let tag = tags.removeValue(forKey: handle) else { throw .unknownConstraint }
        defer { checkInvariantsIfSmall() }
        try removeEffects(of: tag)
    }

    private func removeEffects(of tag: Tag) throws(LayoutSolverError) {
        if !tag.constraint.strength.isRequired {
            for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.kind == .error {
                if let row = basicRow(of: marker) {
                    objective.insert(row, -tag.constraint.strength.weight)
                    row.cells.keys.forEach(noteObjective)
                } else {
                    objective.insert(marker, -tag.constraint.strength.weight)
                    noteObjective(marker)
                }
            }
        }
        removeMarker(tag.marker)
        try optimize()
    }

    /// Takes a constraint's equation out of the tableau through its marker (section 3.5 of the
    /// paper): the marker's row is dropped if it is basic; otherwise the marker is first pivoted
    /// into the basis through the row ``markerLeavingSymbol(_:)`` picks, keeping the rest feasible.
    private func removeMarker(_ marker: LayoutSymbol) {
        if takeRow(marker) == nil, let leaving = markerLeavingSymbol(marker) {
            var row = takeRow(leaving)!
            row.solve(for: leaving, in: marker)
            substitute(marker, with: row)
        }
    }

    /// Changes the constant of a constraint's expression (NSLayoutConstraint.constant) without
    /// rebuilding anything: the constraint's marker absorbs the change in every row, then the dual
    /// simplex restores feasibility. A required constraint that cannot hold with its new constant is
    /// refused and keeps its old one.
    func updateConstant(_ handle: LayoutConstraintHandle, to constant: Double) throws(LayoutSolverError) {
        guard var tag = tags[handle] else { throw .unknownConstraint }
        let delta = constant - tag.constraint.expression.constant
        guard !LayoutRow.isNearZero(delta) else { return }
        tag.constraint.expression.constant = constant
        tags[handle] = tag
        defer { checkInvariantsIfSmall() }
        shift(tag.marker, by: delta / tag.markerCoefficient)
        do {
            try dualOptimize()
        } catch {
            // Refused: back to the old constant. Every pivot kept each row's equation, so shifting the
            // marker back and repairing feasibility (every row checked: the failed repair dropped its
            // list) returns to the old solution — without copying the whole tableau on every edit, as
            // a snapshot would (a window resize is an edit).
            tag.constraint.expression.constant -= delta
            tags[handle] = tag
            shift(tag.marker, by: -delta / tag.markerCoefficient)
            repairFeasibility()
            throw error
        }
    }

    /// Moves a constraint's marker by `amount` in the tableau: its own row's constant when it is basic
    /// (a redundant required equation's dummy then leaves zero, and the dual simplex pivots it out or
    /// finds the conflict), else the constant of every row in its column; rows that break their
    /// bound are noted for the dual simplex.
    ///
    /// A window resize shifts thousands of rows (every frame that follows the window's size): the
    /// column's (slot, coefficient) pairs say which constants move and by how much, so no row is
    /// looked up by symbol and no row's cells are read. The loop runs inside one access to the slot
    /// table (``shift(by:in:slots:infeasible:)``): touched through `self` in the loop, each row paid
    /// a begin and an end of the runtime's exclusivity check.
    private func shift(_ marker: LayoutSymbol, by amount: Double) {
        if let slot = slotOf[marker] {
            slots[slot].row.constant -= amount
            if Self.isViolated(marker, slots[slot].row.constant) { infeasible.append(marker) }
            return
        }
        if let order = shiftOrder(of: marker) {
            Self.shift(by: amount, in: order, slots: &slots, infeasible: &infeasible)
        } else if let column = columns[marker] {
            Self.shift(by: amount, in: column, slots: &slots, infeasible: &infeasible)
        }
    }

    /// `marker`'s column sorted by slot (``shiftOrders``), when it was shifted before with the columns
    /// unchanged since; nil the first time, so a column shifted once between pivots is not sorted for
    /// nothing.
    private func shiftOrder(of marker: LayoutSymbol) -> [(key: SlotIndex, value: Double)]? {
        if shiftOrdersVersion != columnsVersion {
            shiftOrders.removeAll()
            shiftOrdersVersion = columnsVersion
        }
        guard let known = shiftOrders[marker] else {
            shiftOrders[marker] = []
            return nil
        }
        if !known.isEmpty { return known }
        guard let column = columns[marker] else { return nil }
        let order = column.sorted { $0.key.index < $1.key.index }
        shiftOrders[marker] = order
        return order
    }

    /// Shifts the rows of a column (``shift(_:by:)``) by `amount` times their coefficient, with the
    /// slot table and the infeasible list passed in: one access each for the whole loop. The pairs
    /// come from the column itself or from its sorted order (``shiftOrders``).
    private static func shift(by amount: Double, in column: some Sequence<(key: SlotIndex, value: Double)>, slots: inout [Slot],
                              infeasible: inout [LayoutSymbol]) {
        for (slot, coefficient) in column {
            let index = Int(slot.index)
            slots[index].row.constant += coefficient * amount
            if isViolated(slots[index].basic, slots[index].row.constant) { infeasible.append(slots[index].basic) }
        }
    }

    /// Notes `basic`'s row before its first change while ``undoLog`` is open.
    private func logRow(_ basic: LayoutSymbol) {
        guard undoLog != nil, undoLog!.rows.index(forKey: basic) == nil else { return }
        undoLog!.rows[basic] = .some(basicRow(of: basic))
    }

    /// Notes the objective before its first change while ``undoLog`` is open.
    private func logObjective() {
        guard undoLog != nil, undoLog!.objective == nil else { return }
        undoLog!.objective = objective
    }

    /// Puts back what ``undoLog`` noted (rows, their column index entries, the objective and its
    /// entering candidates), then takes the refused constraint's error columns, which entered the
    /// objective before the log was opened, out of it.
    private func rollBack(withdrawing tag: Tag) {
        guard let log = undoLog else { return }
        undoLog = nil
        for (basic, old) in log.rows {
            // The log is closed, so these two note nothing; a restored row may take another slot, its
            // column entries made anew.
            _ = takeRow(basic)
            if let old { setRow(basic, old) }
        }
        if let old = log.objective {
            objective = old
            improving = Set(objective.cells.keys.filter { $0.kind != .dummy && objective.coefficient(of: $0) < 0 })
        }
        infeasible.removeAll()
        for marker in [tag.marker, tag.other].compactMap({ $0 }) {
            objective.remove(marker)
            noteObjective(marker)
        }
    }

    /// Whether a basic symbol's value breaks its bound: a slack or error column below zero, or a
    /// dummy (a redundant required equation's marker, which is zero by definition) away from zero.
    /// An external variable has no bound.
    private static func isViolated(_ basic: LayoutSymbol, _ value: Double) -> Bool {
        switch basic.kind {
        case .external: false
        case .slack, .error: value < 0 && !LayoutRow.isNearZero(value)
        case .dummy: !LayoutRow.isNearZero(value)
        }
    }

    /// After a refused change was taken back: every row checked (the failed repair dropped its list)
    /// and feasibility restored by the dual simplex — without copying the tableau as an undo snapshot
    /// would. The system is the one that was solvable before the change, so this cannot fail short of
    /// the pivot budget.
    private func repairFeasibility() {
        infeasible = slotOf.compactMap { Self.isViolated($0.key, slots[$0.value].row.constant) ? $0.key : nil }
        try? dualOptimize()
    }

    // MARK: Edit variables

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then asks for a value at `priority`
    /// (optional; a required priority is lowered to 999, as an edit must be able to lose).
    func addEditVariable(_ variable: LayoutVariable, priority: Float) throws(LayoutSolverError) {
        guard edits[variable] == nil else { return }
        let strength = LayoutStrength(priority: min(priority, 999))
        let constraint = LayoutSolverConstraint(expression: LinearExpression(variable), relation: .equal, strength: strength)
        edits[variable] = try add(constraint)
    }

    /// Stops editing `variable`, removing its edit constraint.
    func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let handle = edits.removeValue(forKey: variable) else { throw .unknownConstraint }
        try remove(handle)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Asks for `variable = value` at its edit priority; the system is re-solved incrementally.
    func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
        guard let handle = edits[variable] else { throw .unknownConstraint }
        try updateConstant(handle, to: -value)
    }

    // MARK: Building rows

    private func nextID() -> Int {
        lastID += 1
        return lastID
    }

    private func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        LayoutSymbol(id: nextID(), kind: kind)
    }

    /// The constraint's row in terms of the current non-basic symbols, with its slack, error or
    /// dummy columns (section 3.3 of the paper), its constant made non-negative.
    private func makeRow(for constraint: LayoutSolverConstraint) -> (LayoutRow, Tag) {
        let expression = constraint.expression
        var row = LayoutRow(constant: expression.constant)
        for (variable, coefficient) in expression.terms {
            let symbol = LayoutSymbol(id: variable.id, kind: .external)
            if let basic = basicRow(of: symbol) {
                row.insert(basic, coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            var other: LayoutSymbol?
            if !strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength.weight)
                noteObjective(error)
                other = error
            }
            tag = Tag(constraint: constraint, marker: slack, other: other, markerCoefficient: sign)
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(constraint: constraint, marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight)
                objective.insert(minus, strength.weight)
                noteObjective(plus)
                noteObjective(minus)
                tag = Tag(constraint: constraint, marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol the new row can be solved for directly: an external variable, else the
    /// constraint's own slack or error column if its coefficient is negative (so it comes out
    /// non-negative).
    ///
    /// Among external variables the newest (highest id) is taken: it is the one least likely to
    /// appear in other rows, so solving for it substitutes into few rows. Taking the oldest instead
    /// (a shared width, a window edge) makes every later row depend on it and adding a chain of n
    /// constraints cost O(n³).
    private func chooseSubject(_ row: LayoutRow, _ tag: Tag) -> LayoutSymbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).max() { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isRestricted && row.coefficient(of: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Phase one of the two-phase simplex for a row with no obvious subject: minimize an artificial
    /// variable standing for the row; the row is satisfiable only if it reaches zero.
    private func addWithArtificialVariable(_ row: LayoutRow) throws(LayoutSolverError) {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        defer { artificial = nil }
        // A refusal (no zero reached, out of pivots) is rolled back by the caller's undo log.
        try optimize(artificially: true)
        guard LayoutRow.isNearZero(artificial!.constant) else { throw .unsatisfiable }
        if var artRow = takeRow(art), !artRow.cells.isEmpty {
            // Basic at zero: pivot it out for a restricted column so the row stays as that column's.
            // Only dummies left: refused, as Cassowary does, rather than kept under an artificial name.
            guard let entering = artRow.cells.keys.filter(\.isRestricted).min() else { throw .unsatisfiable }
            artRow.solve(for: art, in: entering)
            substitute(entering, with: artRow)
            setRow(entering, artRow)
        }
        columnsVersion &+= 1
        for slot in (columns.removeValue(forKey: art) ?? [:]).keys {
            logRow(slots[slot].basic)
            slots[slot].row.remove(art)
        }
        logObjective()
        objective.remove(art)
        noteObjective(art)
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` everywhere, noting rows of restricted symbols that went negative.
    /// Only the rows in `symbol`'s column are visited; the column index follows the cells each one
    /// gains or loses.
    private func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        columnsVersion &+= 1
        for slot in (columns.removeValue(forKey: symbol) ?? [:]).keys {
            let basic = slots[slot].basic
            logRow(basic)
            slots[slot].row.substitute(symbol, with: row)
            for other in row.cells.keys {
                if let coefficient = slots[slot].row.cells[other] {
                    columns[other, default: [:]][slot] = coefficient
                } else {
                    leaveColumn(other, slot)
                }
            }
            if Self.isViolated(basic, slots[slot].row.constant) { infeasible.append(basic) }
        }
        if objective.cells[symbol] != nil {
            logObjective()
            objective.substitute(symbol, with: row)
            noteObjective(symbol)
            row.cells.keys.forEach(noteObjective)
        }
        artificial?.substitute(symbol, with: row)
    }

    /// Stores `row` as the row of `basic` (which has none) in a free slot, indexing its cells.
    private func setRow(_ basic: LayoutSymbol, _ row: LayoutRow) {
        logRow(basic)
        let slot: SlotIndex
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = Slot(basic: basic, row: row)
        } else {
            slot = SlotIndex(slots.count)
            slots.append(Slot(basic: basic, row: row))
        }
        slotOf[basic] = slot
        columnsVersion &+= 1
        for (symbol, coefficient) in row.cells { columns[symbol, default: [:]][slot] = coefficient }
    }

    /// Takes the row of `basic` out of the tableau and the index, freeing its slot.
    private func takeRow(_ basic: LayoutSymbol) -> LayoutRow? {
        logRow(basic)
        guard let slot = slotOf.removeValue(forKey: basic) else { return nil }
        let row = slots[slot].row
        slots[slot] = .vacant
        freeSlots.append(slot)
        for symbol in row.cells.keys { leaveColumn(symbol, slot) }
        return row
    }

    private func leaveColumn(_ symbol: LayoutSymbol, _ slot: SlotIndex) {
        columnsVersion &+= 1
        guard columns[symbol]?.removeValue(forKey: slot) != nil, columns[symbol]!.isEmpty else { return }
        columns[symbol] = nil
    }

    /// Keeps ``improving`` in step with the objective's coefficient of `symbol`.
    private func noteObjective(_ symbol: LayoutSymbol) {
        if symbol.kind != .dummy, objective.coefficient(of: symbol) < 0 {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    /// Generous for any real layout (a pivot per constraint is typical), small enough that a
    /// degenerate system fails in milliseconds rather than hanging a frame.
    private var pivotBudget: Int { 1_000 + 50 * slotOf.count }

    /// The primal simplex: pivots until no column can lower the objective (or, in phase one, the
    /// artificial objective).
    private func optimize(artificially: Bool = false) throws(LayoutSolverError) {
        var pivots = 0
        while true {
            guard let entering = artificially ? enteringSymbol(of: artificial!) : improving.min() else { return }
            var best: (ratio: Double, symbol: LayoutSymbol)?
            for (slot, coefficient) in columns[entering] ?? [:] {
                let symbol = slots[slot].basic
                guard symbol.kind != .external else { continue }
                // A basic dummy is pinned at zero both ways: it stops the entering column at once.
                guard coefficient < 0 || symbol.kind == .dummy else { continue }
                let ratio = symbol.kind == .dummy ? 0 : -slots[slot].row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            // The objective is a weighted sum of non-negative errors, so it cannot be unbounded.
            guard let leaving = best?.symbol else { return }
            pivots += 1
            guard pivots <= pivotBudget else { throw .iterationLimit }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Bland's rule: the lowest-numbered column whose increase lowers the goal (for the objective,
    /// the smallest of ``improving``).
    private func enteringSymbol(of goal: LayoutRow) -> LayoutSymbol? {
        var entering: LayoutSymbol?
        for (symbol, coefficient) in goal.cells where symbol.kind != .dummy && coefficient < 0 {
            if entering == nil || symbol < entering! { entering = symbol }
        }
        return entering
    }

    /// The dual simplex: restores feasibility of the rows in ``infeasible`` while keeping the
    /// objective optimal (section 4 of the paper, used for edits).
    private func dualOptimize() throws(LayoutSolverError) {
        var pivots = 0
        defer { infeasible.removeAll() }
        while let leaving = infeasible.popLast() {
            guard let row = basicRow(of: leaving), Self.isViolated(leaving, row.constant) else { continue }
            // A negative row needs a column that raises it; a dummy above zero one that lowers it.
            let direction: Double = row.constant < 0 ? 1 : -1
            var best: (ratio: Double, symbol: LayoutSymbol)?
            for (symbol, coefficient) in row.cells where coefficient * direction > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(of: symbol) / (coefficient * direction)
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            // No column can raise the row: the required constraints cannot all hold.
            guard let entering = best?.symbol else { throw .unsatisfiable }
            pivots += 1
            guard pivots <= pivotBudget else { throw .iterationLimit }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private func pivot(leaving: LayoutSymbol, entering: LayoutSymbol) {
        pivotCount += 1
        var row = takeRow(leaving)!
        row.solve(for: leaving, in: entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// The row to pivot a non-basic marker into when its constraint is removed (section 3.5): the
    /// restricted row that limits it most, else any row holding it. A basic dummy holding it limits
    /// it at once whatever the sign (it must stay zero): pivoted through another row, it would take
    /// a value and its required equation would silently stop holding.
    private func markerLeavingSymbol(_ marker: LayoutSymbol) -> LayoutSymbol? {
        var first: (ratio: Double, symbol: LayoutSymbol)?
        var second: (ratio: Double, symbol: LayoutSymbol)?
        var third: LayoutSymbol?
        for (slot, coefficient) in columns[marker] ?? [:] {
            let symbol = slots[slot].basic, constant = slots[slot].row.constant
            if symbol.kind == .external {
                third = third.map { min($0, symbol) } ?? symbol
            } else if coefficient < 0 || symbol.kind == .dummy {
                let ratio = symbol.kind == .dummy ? 0 : -constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && symbol < first!.symbol) { first = (ratio, symbol) }
            } else {
                let ratio = constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && symbol < second!.symbol) { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    // MARK: Invariants

    /// Checks (in debug builds; in the style of swift-collections' `_checkInvariants()`) that the
    /// slot table, ``slotOf`` and the columns describe the same tableau, that no basic symbol
    /// appears in a row or in the objective, that ``improving`` is the objective's negative columns
    /// and that every row keeps its bound. Run after each change of a small system (see
    /// ``checkInvariantsIfSmall()``) and by tests on any system; a broken invariant stops the
    /// process with the slot that broke it.
    func _checkInvariants() {
        #if DEBUG
        var live = 0
        for index in slots.indices {
            let slot = SlotIndex(index), basic = slots[index].basic, row = slots[index].row
            if basic == Slot.vacantBasic {
                precondition(row.cells.isEmpty && freeSlots.contains(slot), "vacant slot \(index) holds a row or is not free")
                continue
            }
            live += 1
            precondition(slotOf[basic] == slot, "slot \(index): \(basic) is found elsewhere")
            precondition(!Self.isViolated(basic, row.constant), "slot \(index): \(basic) breaks its bound (\(row.constant))")
            for (symbol, coefficient) in row.cells {
                precondition(slotOf[symbol] == nil, "slot \(index): basic \(symbol) in a row")
                precondition(columns[symbol]?[slot] == coefficient, "slot \(index): \(symbol)'s column disagrees with the row")
            }
        }
        precondition(live == slotOf.count && live + freeSlots.count == slots.count, "slots lost or listed twice")
        for (symbol, column) in columns {
            precondition(!column.isEmpty, "\(symbol) keeps an empty column")
            for (slot, coefficient) in column {
                precondition(slots[slot].row.cells[symbol] == coefficient, "\(symbol)'s column names slot \(slot.index) wrongly")
            }
        }
        if shiftOrdersVersion == columnsVersion {
            for (symbol, order) in shiftOrders where !order.isEmpty {
                precondition(order.count == columns[symbol]?.count && order.allSatisfy { columns[symbol]?[$0.key] == $0.value }
                             && zip(order, order.dropFirst()).allSatisfy { $0.key.index < $1.key.index },
                             "\(symbol)'s shift order disagrees with its column")
            }
        }
        for (symbol, coefficient) in objective.cells {
            precondition(slotOf[symbol] == nil, "basic \(symbol) in the objective")
            precondition(improving.contains(symbol) == (symbol.kind != .dummy && coefficient < 0), "improving misses \(symbol)")
        }
        precondition(improving.allSatisfy { objective.cells[$0] != nil }, "improving holds a column the objective lacks")
        #endif
    }

    /// ``_checkInvariants()`` after a change, in debug builds, while the system is small enough for a
    /// full check to cost little (the tests' systems); larger ones are checked by the tests that
    /// build them.
    private func checkInvariantsIfSmall() {
        #if DEBUG
        if slots.count <= 256 { _checkInvariants() }
        #endif
    }
}

extension Array {
    /// The slot table's element at a column's slot (``LayoutSolver/slots``), changed in place.
    fileprivate subscript(slot: LayoutSolver.SlotIndex) -> Element {
        get { self[Int(slot.index)] }
        _modify { yield &self[Int(slot.index)] }
    }
}
