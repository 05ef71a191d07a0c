import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The Cassowary solver on its own: small systems whose answers are known, then incremental edits,
/// removals and conflicts.
@Suite struct LayoutSolverTests {
    private func constraint(
        _ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: LayoutSolverConstraint.Relation = .equal,
        priority: Float = 1000
    ) -> LayoutSolverConstraint {
        var expression = LinearExpression(constant: constant)
        for (variable, coefficient) in terms { expression.add(variable, times: coefficient) }
        return LayoutSolverConstraint(expression: expression, relation: relation, strength: LayoutStrength(priority: priority))
    }

    @Test func requiredEquationsAreSolvedExactly() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        // x + y = 100, x = 2y
        try solver.add(constraint([(x, 1), (y, 1)], -100))
        try solver.add(constraint([(x, 1), (y, -2)], 0))
        #expect(abs(solver.value(of: x) - 200.0 / 3) < 1e-9)
        #expect(abs(solver.value(of: y) - 100.0 / 3) < 1e-9)
    }

    @Test func inequalitiesBoundAnOptionalGoal() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(constraint([(x, 1)], -10, .greaterThanOrEqual))
        try solver.add(constraint([(x, 1)], -20, .lessThanOrEqual))
        try solver.add(constraint([(x, 1)], -50, priority: 250))
        #expect(solver.value(of: x) == 20)
        try solver.add(constraint([(x, 1)], 0, priority: 500))
        #expect(solver.value(of: x) == 10)
    }

    @Test func theHigherPriorityWins() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(constraint([(x, 1)], 0, priority: 250))
        try solver.add(constraint([(x, 1)], -100, priority: 750))
        #expect(solver.value(of: x) == 100)
        // Many low-priority wishes still lose to one high-priority constraint.
        let y = solver.makeVariable()
        try solver.add(constraint([(y, 1)], -40, priority: 751))
        for _ in 0..<20 { try solver.add(constraint([(y, 1)], 0, priority: 250)) }
        #expect(solver.value(of: y) == 40)
    }

    @Test func aConflictingRequiredConstraintIsRefusedAndTheSystemKept() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(constraint([(x, 1)], -10))
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.add(constraint([(x, 1)], -20)) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
        // Through inequalities (the phase-one path): x ≥ 10 and x ≤ 5 cannot both hold.
        let y = solver.makeVariable()
        try solver.add(constraint([(y, 1)], -10, .greaterThanOrEqual))
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.add(constraint([(y, 1)], -5, .lessThanOrEqual)) }
        try solver.add(constraint([(y, 1)], -12, priority: 500))
        #expect(solver.value(of: y) == 12)
        #expect(solver.constraintCount == 3)
    }

    @Test func aRedundantRequiredEquationIsAccepted() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(constraint([(x, 1)], -10))
        try solver.add(constraint([(y, 1), (x, -1)], 0))
        try solver.add(constraint([(y, 1)], -10))
        #expect(solver.value(of: y) == 10)
        // Changing the redundant one's constant now contradicts the others: refused, kept.
        let handle = try solver.add(constraint([(y, 2)], -20))
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.updateConstant(handle, to: -30) }
        #expect(solver.value(of: y) == 10)
        #expect(solver.constraintCount == 4)
    }

    /// The fuzzer's unsatisfiable case (seed 2, system 1): a required equation made redundant by
    /// others (its dummy marker basic, at zero) must stay met when another constant moves. Lowering
    /// x's pin raised the redundant row above zero, which only a negative row was checked for: the
    /// change was taken, and y = 10 silently stopped holding. Both directions are refused now.
    @Test func aConstantChangeThatBreaksARedundantEquationIsRefusedEitherWay() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(constraint([(x, 1)], -10))
        try solver.add(constraint([(y, 1), (x, -1)], -5))
        try solver.add(constraint([(y, 1)], -15))
        for constant in [-20.0, 0] {
            #expect(throws: LayoutSolverError.unsatisfiable) { try solver.updateConstant(pin, to: constant) }
            #expect(solver.value(of: x) == 10)
            #expect(solver.value(of: y) == 15)
        }
    }

    /// The fuzzer's satisfiable cases (seed 1, systems 10 and 18), reduced: a required equation
    /// made twice (the second one redundant: its dummy marker basic, at zero) and an optional pull
    /// elsewhere. Removing the first pivoted the removed marker in through another row and then let
    /// the optimizer raise the dummy: x followed the optional pull to 0 and the remaining required
    /// x = 65 silently stopped holding. A basic dummy now stops any pivot that would move it.
    @Test func removingADuplicatedRequiredEquationKeepsTheOther() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        let first = try solver.add(constraint([(x, 1)], -65))
        try solver.add(constraint([(x, 1)], -65))
        try solver.add(constraint([(x, 1)], 0, priority: 250))
        try solver.remove(first)
        #expect(solver.value(of: x) == 65)
        // Also with a required bound that the optimizer could otherwise stop at.
        let floor = try solver.add(constraint([(x, 1)], -56, .greaterThanOrEqual))
        let again = try solver.add(constraint([(x, 1)], -65))
        try solver.remove(again)
        #expect(solver.value(of: x) == 65)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 65)
    }

    @Test func removingAConstraintFreesWhatItHeld() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable()
        try solver.add(constraint([(x, 1)], -30, priority: 250))
        let pin = try solver.add(constraint([(x, 1)], -10))
        #expect(solver.value(of: x) == 10)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 30)
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.remove(pin) }
        let floor = try solver.add(constraint([(x, 1)], -50, .greaterThanOrEqual))
        #expect(solver.value(of: x) == 50)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 30)
    }

    @Test func changingAConstantResolvesWithoutRebuilding() throws {
        let solver = LayoutSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(constraint([(left, 1)], -20))
        let widthConstraint = try solver.add(constraint([(width, 1)], -100))
        try solver.add(constraint([(right, 1), (left, -1), (width, -1)], 0))
        try solver.add(constraint([(right, 1)], -300, .lessThanOrEqual))
        #expect(solver.value(of: right) == 120)
        let count = solver.constraintCount
        try solver.updateConstant(widthConstraint, to: -250)
        #expect(solver.value(of: right) == 270)
        #expect(solver.constraintCount == count)
        // Past the required maximum: refused, the old width kept.
        #expect(throws: LayoutSolverError.unsatisfiable) { try solver.updateConstant(widthConstraint, to: -400) }
        #expect(solver.value(of: width) == 250)
        #expect(solver.value(of: right) == 270)
    }

    @Test func editVariablesFollowSuggestedValuesIncrementally() throws {
        let solver = LayoutSolver()
        let windowWidth = solver.makeVariable(), half = solver.makeVariable(), minimum = solver.makeVariable()
        try solver.add(constraint([(half, 2), (windowWidth, -1)], 0))
        try solver.add(constraint([(minimum, 1)], -300, .greaterThanOrEqual))
        try solver.add(constraint([(minimum, 1), (windowWidth, -1)], 0, .lessThanOrEqual, priority: 999))
        try solver.add(constraint([(minimum, 1)], -300, priority: 250))
        try solver.addEditVariable(windowWidth, priority: 1000)
        var pivots: [Int] = []
        for width in stride(from: 1000.0, through: 1200, by: 20) {
            let before = solver.pivotCount
            try solver.suggestValue(windowWidth, width)
            pivots.append(solver.pivotCount - before)
            #expect(solver.value(of: windowWidth) == width)
            #expect(solver.value(of: half) == width / 2)
        }
        // A resize shifts constants; no step pivots more than a handful of times.
        #expect(pivots.allSatisfy { $0 <= 2 })
        // An edit loses to a required constraint (edits are at most 999): the window cannot be
        // narrower than the required minimum of 300.
        try solver.add(constraint([(windowWidth, 1), (minimum, -1)], 0, .greaterThanOrEqual))
        try solver.suggestValue(windowWidth, 100)
        #expect(solver.value(of: windowWidth) == 300)
        try solver.removeEditVariable(windowWidth)
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.suggestValue(windowWidth, 10) }
    }

    @Test func ambiguityIsReportedForUnderconstrainedVariables() throws {
        let solver = LayoutSolver()
        let x = solver.makeVariable(), width = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(constraint([(width, 1)], -10))
        try solver.add(constraint([(x, 1), (y, -1)], 0))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(x))
        try solver.add(constraint([(y, 1)], -5))
        #expect(!solver.isAmbiguous(x))
    }

    @Test func strengthsFollowUIKitPriorities() {
        #expect(LayoutStrength(priority: 1000).isRequired)
        #expect(!LayoutStrength(priority: 999).isRequired)
        #expect(LayoutStrength(priority: 750).weight > 1000 * LayoutStrength(priority: 250).weight)
        #expect(LayoutStrength(priority: -5) == LayoutStrength(priority: 1))
    }
}
