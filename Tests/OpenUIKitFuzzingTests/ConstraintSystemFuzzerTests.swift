import Foundation
import OpenUIKit
import Testing
@testable import OpenUIKitFuzzing

/// Random constraint systems on fixed seeds: the satisfiable ones solve without a reported conflict
/// and with every required constraint met; the others break constraints only with a report; no
/// system crashes, hangs or leaves a non-finite frame.
@MainActor
@Suite struct ConstraintSystemFuzzerTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomSystemsKeepTheAutoLayoutInvariant(seed: UInt64) {
        let (violations, conflicts) = ConstraintSystemFuzzer.run(seed: seed, systems: 40, incremental: false)
        #expect(violations.isEmpty, "\(violations.prefix(3))")
        #expect(conflicts > 0, "the random half must produce conflicts to check")
    }

    /// The incremental path (constants changed and constraints deactivated, then solved again) is
    /// where this fuzzer found required constraints unmet with no conflict reported (seed 1: systems
    /// 10 and 18; seed 2: system 1). Two causes: the solver let a redundant required equation's
    /// dummy row take a value after a removal or a constant change (`LayoutSolverTests.
    /// removingADuplicatedRequiredEquationKeepsTheOther`, `aConstantChangeThatBreaksARedundantEquation
    /// IsRefusedEitherWay`), and the fuzzer deactivated views' size floors, after which the solver
    /// may pick a negative size the engine's frames clamp to zero (the floors now stay).
    @Test(arguments: [1, 2, 4, 5] as [UInt64])
    func incrementalSolvesKeepTheAutoLayoutInvariant(seed: UInt64) {
        let (violations, _) = ConstraintSystemFuzzer.run(seed: seed, systems: 40)
        #expect(violations.isEmpty, "\(violations.prefix(3))")
    }

    @Test func theInvariantCatchesARequiredConstraintThatDoesNotHold() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        let checker = InvariantChecker()
        // Not laid out yet: the frame still says 10.
        checker.checkConstraints([width], in: root, conflicts: 0, satisfiable: true)
        #expect(checker.violations.count == 1)
        checker.checkConstraints([width], in: root, conflicts: 1, satisfiable: false)
        #expect(checker.violations.count == 1, "a reported conflict excuses the broken constraint")
        checker.checkConstraints([], in: root, conflicts: 1, satisfiable: true)
        #expect(checker.violations.count == 2, "a satisfiable system must not report one")
    }
}
