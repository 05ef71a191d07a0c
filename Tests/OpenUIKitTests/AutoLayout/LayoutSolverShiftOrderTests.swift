import Foundation
import Testing
@testable import OpenUIKit

/// A constant changed again and again with no pivot in between (a window resized back and forth)
/// shifts its marker's rows in slot order, kept from one shift to the next (``LayoutSolver``'s shift
/// orders); rows added or taken out since must be shifted too, and rows gone must not be.
@Suite struct LayoutSolverShiftOrderTests {
    private func equation(_ expression: LinearExpression) -> LayoutSolverConstraint {
        LayoutSolverConstraint(expression: expression, relation: .equal, strength: .required)
    }

    /// `variable = other · factor + offset`.
    private func follow(_ variable: LayoutVariable, _ other: LayoutVariable, times factor: Double, plus offset: Double) -> LayoutSolverConstraint {
        var expression = LinearExpression(variable)
        expression.add(other, times: -factor)
        expression.constant = -offset
        return equation(expression)
    }

    @Test func repeatedShiftsFollowRowsAddedAndRemovedBetweenThem() throws {
        let solver = LayoutSolver()
        let root = solver.makeVariable()
        let chain = (0..<6).map { _ in solver.makeVariable() }
        let pin = try solver.add(equation(LinearExpression(root, plus: -100)))
        var handles = try chain.enumerated().map { index, variable in
            try solver.add(follow(variable, index == 0 ? root : chain[index - 1], times: 1, plus: 10))
        }
        func expectChain(from value: Double) {
            #expect(solver.value(of: root) == value)
            for (index, variable) in chain.enumerated() { #expect(solver.value(of: variable) == value + Double(index + 1) * 10) }
        }
        // Shifted three times: the dictionary's order, then the kept order made and used.
        let pivots = solver.pivotCount
        for width in [200.0, 300, 400] {
            try solver.updateConstant(pin, to: -width)
            expectChain(from: width)
        }
        #expect(solver.pivotCount == pivots)
        // A row joins the column: the next shifts must move it as well.
        let late = solver.makeVariable()
        _ = try solver.add(follow(late, chain[5], times: 2, plus: 0))
        for width in [500.0, 600, 700] {
            try solver.updateConstant(pin, to: -width)
            expectChain(from: width)
            #expect(solver.value(of: late) == 2 * (width + 60))
        }
        // A link leaves: the rest of the chain no longer follows the root.
        try solver.remove(handles.removeLast())
        let detached = solver.value(of: chain[5])
        for width in [800.0, 900, 1000] {
            try solver.updateConstant(pin, to: -width)
            for (index, variable) in chain.dropLast().enumerated() { #expect(solver.value(of: variable) == width + Double(index + 1) * 10) }
            #expect(solver.value(of: chain[5]) == detached)
        }
        solver._checkInvariants()
    }
}
