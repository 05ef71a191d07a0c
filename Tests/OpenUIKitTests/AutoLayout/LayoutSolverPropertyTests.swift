import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Randomized systems, satisfiable and not: whatever the solver accepts, its solution satisfies every
/// required constraint it holds; whatever it refuses leaves the previous solution intact; nothing
/// crashes or hangs.
@Suite struct LayoutSolverPropertyTests {
    private struct Model {
        var constraint: LayoutSolverConstraint
        var handle: LayoutConstraintHandle
    }

    private static func holds(_ constraint: LayoutSolverConstraint, in solver: LayoutSolver) -> Bool {
        let value = constraint.expression.value { solver.value(of: $0) }
        let tolerance = 1e-6 * max(1, constraint.expression.terms.values.map(abs).max() ?? 1) * 1000
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    private static func randomConstraint(
        _ variables: [LayoutVariable], _ random: inout SplitMix64
    ) -> LayoutSolverConstraint {
        var expression = LinearExpression(constant: Double(Int.random(in: -500...500, using: &random)))
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let coefficient = [1.0, -1, 2, -2, 0.5, 3][Int.random(in: 0..<6, using: &random)]
            expression.add(variables.randomElement(using: &random)!, times: coefficient)
        }
        let relation: LayoutSolverConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
        let priority: Float = [1000, 1000, 999, 750, 250, 1][Int.random(in: 0..<6, using: &random)]
        return LayoutSolverConstraint(expression: expression, relation: relation, strength: LayoutStrength(priority: priority))
    }

    @Test(arguments: 0..<40)
    func everyRequiredConstraintHoldsAfterEveryChange(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let solver = LayoutSolver()
        let variables = (0..<Int.random(in: 2...12, using: &random)).map { _ in solver.makeVariable() }
        var held: [Model] = []
        for _ in 0..<60 {
            let before = variables.map { solver.value(of: $0) }
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                let new = Self.randomConstraint(variables, &random)
                do {
                    held.append(Model(constraint: new, handle: try solver.add(new)))
                } catch {
                    #expect(error == .unsatisfiable)
                    #expect(new.strength.isRequired)
                    #expect(variables.map { solver.value(of: $0) } == before)
                }
            case 6..<8 where !held.isEmpty:
                let index = Int.random(in: 0..<held.count, using: &random)
                try solver.remove(held.remove(at: index).handle)
            default:
                guard !held.isEmpty else { continue }
                let index = Int.random(in: 0..<held.count, using: &random)
                let constant = Double(Int.random(in: -500...500, using: &random))
                do {
                    try solver.updateConstant(held[index].handle, to: constant)
                    held[index].constraint.expression.constant = constant
                } catch {
                    #expect(error == .unsatisfiable)
                }
            }
            #expect(solver.constraintCount == held.count)
            for model in held where model.constraint.strength.isRequired {
                #expect(Self.holds(model.constraint, in: solver), "seed \(seed): \(model.constraint)")
            }
        }
        // Each removed constraint can be removed once only; the rest go cleanly too.
        for model in held { try solver.remove(model.handle) }
        #expect(solver.constraintCount == 0)
    }

    @Test func aLongChainSolvesAndResizesInLinearTime() throws {
        let solver = LayoutSolver()
        let width = solver.makeVariable()
        var previous = solver.makeVariable()
        try solver.add(LayoutSolverConstraint(expression: LinearExpression(previous), relation: .equal, strength: .required))
        var lefts: [LayoutVariable] = [previous]
        for _ in 0..<500 {
            let next = solver.makeVariable()
            // next = previous + width / 500
            var expression = LinearExpression(next)
            expression.add(previous, times: -1)
            expression.add(width, times: -1.0 / 500)
            try solver.add(LayoutSolverConstraint(expression: expression, relation: .equal, strength: .required))
            lefts.append(next)
            previous = next
        }
        try solver.addEditVariable(width, priority: 1000)
        for size in [1000.0, 1100, 1200] {
            try solver.suggestValue(width, size)
            #expect(abs(solver.value(of: lefts.last!) - size) < 1e-6)
            #expect(abs(solver.value(of: lefts[250]) - size / 2) < 1e-6)
        }
        // Past the size a change checks by itself (debug builds), so checked here.
        solver._checkInvariants()
    }

    /// The slot table, its index and the columns' coefficients stay one tableau through every kind of
    /// change on a system too large for the solver to check after each one: a grid of cells between
    /// two edited edges, with optional preferred sizes (pivots in the dual simplex on each resize),
    /// resized, half its constraints removed (slots freed) and added again (slots reused), with a
    /// refused constraint in between (rolled back). Every required constraint still holds.
    @Test func theSlotTableStaysOneTableauThroughResizesRemovalsAndRefusals() throws {
        let solver = LayoutSolver()
        let width = solver.makeVariable()
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(width, 1000)
        var previous: LayoutVariable?
        var cells: [(left: LayoutVariable, size: LayoutVariable)] = []
        var removable: [(constraint: LayoutSolverConstraint, handle: LayoutConstraintHandle)] = []
        func add(_ expression: LinearExpression, _ relation: LayoutSolverConstraint.Relation = .equal,
                 _ priority: Float = 1000) throws -> LayoutSolverConstraint {
            let constraint = LayoutSolverConstraint(expression: expression, relation: relation, strength: LayoutStrength(priority: priority))
            removable.append((constraint, try solver.add(constraint)))
            return constraint
        }
        var required: [LayoutSolverConstraint] = [try add(LinearExpression(width, plus: -5000), .lessThanOrEqual)]
        for index in 0..<120 {
            let left = solver.makeVariable(), size = solver.makeVariable()
            // left = previous.left + previous.size (0 for the first); size = width / 120.
            var chain = LinearExpression(left)
            if let previous, let last = cells.last { chain.add(previous, times: -1); chain.add(last.size, times: -1) }
            required.append(try add(chain))
            var share = LinearExpression(size)
            share.add(width, times: -1.0 / 120)
            required.append(try add(share))
            // A preferred size the resizes cross: 8 + index % 3, at a low priority.
            _ = try add(LinearExpression(size, plus: -Double(8 + index % 3)), .lessThanOrEqual, 250)
            cells.append((left, size))
            previous = left
        }
        solver._checkInvariants()
        for size in [1200.0, 900, 1100, 1000] {
            try solver.suggestValue(width, size)
            solver._checkInvariants()
            #expect(abs(solver.value(of: cells.last!.left) + solver.value(of: cells.last!.size) - size) < 1e-6)
        }
        // A place the required bound on the width cannot give a cell: refused, and nothing moves.
        let before = cells.map { solver.value(of: $0.size) }
        #expect(throws: LayoutSolverError.unsatisfiable) {
            try solver.add(LayoutSolverConstraint(expression: LinearExpression(cells[5].left, plus: -2000),
                                                  relation: .greaterThanOrEqual, strength: .required))
        }
        solver._checkInvariants()
        #expect(cells.map { solver.value(of: $0.size) } == before)
        // Every other constraint out, then back in.
        let halves = removable.indices.filter { $0 % 2 == 1 }
        for index in halves { try solver.remove(removable[index].handle) }
        solver._checkInvariants()
        for index in halves { removable[index].handle = try solver.add(removable[index].constraint) }
        solver._checkInvariants()
        try solver.suggestValue(width, 1300)
        solver._checkInvariants()
        for constraint in required.dropFirst() {
            #expect(abs(constraint.expression.value { solver.value(of: $0) }) < 1e-6)
        }
    }
}
