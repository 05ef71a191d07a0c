import Foundation
import Testing
@testable import OpenUIKit

/// ``LayoutRowHints``: the frame write-back reads a frame's values through the slots it last found
/// their rows in; a hint whose slot now holds another row (moved by a pivot, or a vacated slot reused)
/// is caught and corrected, so hinted reads always equal ``LayoutSolver/value(of:)``.
@Suite struct LayoutRowHintsTests {
    private func equation(_ variable: LayoutVariable, _ value: Double) -> LayoutSolverConstraint {
        LayoutSolverConstraint(expression: LinearExpression(variable, plus: -value), relation: .equal, strength: .required)
    }

    @Test func hintedReadsFollowRowsThatMoveOrLeave() throws {
        let solver = LayoutSolver()
        let variables = (0..<4).map { _ in solver.makeVariable() }
        var handles = try variables.enumerated().map { try solver.add(equation($1, Double($0 + 1) * 10)) }
        var hints = LayoutRowHints()
        func hinted() -> [Double] {
            let values = solver.values(of: variables[0], variables[1], variables[2], variables[3], hints: &hints)
            return [values.0, values.1, values.2, values.3]
        }
        #expect(hinted() == [10, 20, 30, 40])
        let found = hints.slots
        #expect(found.0 >= 0 && found.1 >= 0 && found.2 >= 0 && found.3 >= 0)
        // The first and third rows leave (their slots freed), then a new variable's row takes a freed
        // slot: the stale hints must not read it.
        try solver.remove(handles[0])
        try solver.remove(handles[2])
        let stranger = solver.makeVariable()
        _ = try solver.add(equation(stranger, 99))
        #expect(hinted() == [0, 20, 0, 40])
        #expect(hints.slots.0 == -1 && hints.slots.2 == -1)
        // Back with other values, in whatever slots they get.
        handles[0] = try solver.add(equation(variables[0], 15))
        handles[2] = try solver.add(equation(variables[2], 35))
        #expect(hinted() == [15, 20, 35, 40])
        #expect(hinted() == variables.map { solver.value(of: $0) })
    }
}
