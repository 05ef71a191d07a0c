import Foundation
@testable import OpenUIKit
import Testing

/// Core Animation's 4×4 transforms: row vectors as Core Graphics, each `CATransform3D<Step>(t, …)`
/// applying its step before `t`, and the affine part a view draws.
@Suite struct CATransform3DTests {
    private func isClose(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(entries(a), entries(b)).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    private func entries(_ t: CATransform3D) -> [CGFloat] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    @Test func identityAndZero() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(entries(CATransform3D()).allSatisfy { $0 == 0 })
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
    }

    /// Equality compares every one of the sixteen entries (field by field, not through arrays), and a
    /// view refuses a transform with any entry not finite.
    @MainActor
    @Test func equalityAndFinitenessLookAtEveryEntry() {
        let keyPaths: [WritableKeyPath<CATransform3D, CGFloat>] = [\.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
                                                                   \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44]
        for keyPath in keyPaths {
            var changed = CATransform3DIdentity
            changed[keyPath: keyPath] += 0.5
            #expect(!CATransform3DEqualToTransform(changed, CATransform3DIdentity))
            #expect(CATransform3DEqualToTransform(changed, changed))
            var infinite = CATransform3DIdentity
            infinite[keyPath: keyPath] = .infinity
            let view = UIView()
            let diagnostics = Diagnostics.record { view.layer.transform = infinite }
            #expect(diagnostics.map(\.code) == ["view.invalidGeometry"])
            #expect(CATransform3DIsIdentity(view.layer.transform), "an infinite entry is refused")
        }
    }

    @Test func makersMatchTheirAffineTwins() {
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(3, 4, 5)) == CGAffineTransform(translationX: 3, y: 4))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 3, 4)) == CGAffineTransform(scaleX: 2, y: 3))
        let turn = CATransform3DMakeRotation(0.7, 0, 0, 1)
        #expect(isClose(turn, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.7))))
        #expect(CATransform3DIsAffine(turn))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        // A quarter turn about x takes y to z, as Rodrigues' formula for the row vector (0, 1, 0).
        let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(abs(aboutX.m23 - 1) < 1e-12 && abs(aboutX.m22) < 1e-12)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis: the identity")
    }

    @Test func stepsApplyBeforeTheTransformAndConcatAppliesTheFirstFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        // Scale then move: (1, 0) → (2, 0) → (12, 0).
        #expect(CATransform3DConcat(scale, move).m41 == 10)
        #expect(CATransform3DConcat(move, scale).m41 == 20)
        #expect(isClose(CATransform3DTranslate(scale, 10, 0, 0), CATransform3DConcat(move, scale)))
        #expect(isClose(CATransform3DScale(move, 2, 2, 1), CATransform3DConcat(scale, move)))
        let turn = CATransform3DMakeRotation(0.4, 0, 0, 1)
        #expect(isClose(CATransform3DRotate(move, 0.4, 0, 0, 1), CATransform3DConcat(turn, move)))
        let affine = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CATransform3DGetAffineTransform(CATransform3DConcat(scale, move)) == affine)
    }

    @Test func invertUndoesAndSingularStaysPut() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.9, 1, 2, 3)
        t.m34 = -1 / 500
        #expect(isClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test func perspectiveIsKeptButNotAffine() {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(t))
        #expect(!CATransform3DIsIdentity(t))
        #expect(CATransform3DGetAffineTransform(t).isIdentity, "drawn flattened to its affine part")
    }
}
