import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// Incremental edits — new constants (``LayoutSolver/updateConstant(_:to:)``) and suggested edit
/// values (``LayoutSolver/suggestValue(_:_:)``), what a window resize does — leave the same solution
/// as solving the edited system from scratch, on random systems (fixed seeds) whose optimum is
/// unique: chains of required equations from two edited "window" variables, and free variables
/// above required bounds pulled by optional equations of clearly different strengths (900 outweighs
/// 300 + 100, so no two optima tie).
@Suite struct LayoutSolverIncrementalTests {
    private struct System {
        var constraints: [LayoutSolverConstraint] = []
        var edits: [Double]
    }

    /// The variables: two edited roots first, then chained and free ones. Chains and bounds hang off
    /// the roots and other chained variables only, so nothing trades one error against another of
    /// the same weight (two free variables bound to each other could tie) and no required constraint
    /// ever conflicts with an edit.
    private static func makeSystem(_ random: inout SplitMix64, variableCount: Int) -> System {
        var system = System(edits: [1000, 800])
        var determined = [LayoutVariable(id: 1), LayoutVariable(id: 2)]
        for index in 2..<variableCount {
            let variable = LayoutVariable(id: index + 1)
            let earlier = determined.randomElement(using: &random)!
            if Bool.random(using: &random) {
                // Chained: x = a · (a root or chained variable) + b, required.
                let factor = [1.0, 0.5, 2, -1, 0.25][Int.random(in: 0..<5, using: &random)]
                var expression = LinearExpression(variable)
                expression.add(earlier, times: -factor)
                expression.constant = -Double(Int.random(in: -200...200, using: &random))
                system.constraints.append(LayoutSolverConstraint(expression: expression, relation: .equal, strength: .required))
                determined.append(variable)
            } else {
                // Free: at least a chained variable plus a margin (required), pulled towards three
                // targets at priorities 900, 300 and 100.
                var lower = LinearExpression(variable)
                lower.add(earlier, times: -1)
                lower.constant = -Double(Int.random(in: 0...300, using: &random))
                system.constraints.append(LayoutSolverConstraint(expression: lower, relation: .greaterThanOrEqual, strength: .required))
                for priority: Float in [900, 300, 100] {
                    let target = LinearExpression(variable, plus: -Double(Int.random(in: 0...2500, using: &random)))
                    system.constraints.append(LayoutSolverConstraint(expression: target, relation: .equal,
                                                                     strength: LayoutStrength(priority: priority)))
                }
            }
        }
        return system
    }

    /// A fresh solver holding `system` (variables made in id order, so ids match), its roots edited.
    private static func solve(_ system: System, variableCount: Int) throws -> (LayoutSolver, [LayoutConstraintHandle]) {
        let solver = LayoutSolver()
        let variables = (0..<variableCount).map { _ in solver.makeVariable() }
        let handles = try system.constraints.map { try solver.add($0) }
        for root in 0..<2 {
            try solver.addEditVariable(variables[root], priority: 1000)
            try solver.suggestValue(variables[root], system.edits[root])
        }
        return (solver, handles)
    }

    private static func values(_ solver: LayoutSolver, _ count: Int) -> [Double] {
        (0..<count).map { solver.value(of: LayoutVariable(id: $0 + 1)) }
    }

    @Test(arguments: 0..<30)
    func incrementalEditsMatchAFreshSolve(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 4...40, using: &random)
        var system = Self.makeSystem(&random, variableCount: count)
        let (solver, handles) = try Self.solve(system, variableCount: count)
        for _ in 0..<25 {
            if Bool.random(using: &random) {
                let root = Int.random(in: 0..<2, using: &random)
                system.edits[root] = Double(Int.random(in: 200...2400, using: &random))
                try solver.suggestValue(LayoutVariable(id: root + 1), system.edits[root])
            } else {
                let index = Int.random(in: 0..<handles.count, using: &random)
                let constant = Double(Int.random(in: -3000...300, using: &random))
                try solver.updateConstant(handles[index], to: constant)
                system.constraints[index].expression.constant = constant
            }
            let fresh = try Self.solve(system, variableCount: count).0
            let incremental = Self.values(solver, count), expected = Self.values(fresh, count)
            for (value, reference) in zip(incremental, expected) {
                #expect(abs(value - reference) < 1e-6, "seed \(seed): \(incremental) vs fresh \(expected)")
            }
        }
    }
}
