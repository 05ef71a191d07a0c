import Foundation
import OpenUIKit
import Testing

/// Core Graphics' affine transforms: row-vector matrices, `translatedBy` etc. prepend to `self`,
/// `concatenating` applies `self` first.
@Suite struct CGAffineTransformTests {
    func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func identityLeavesPointsAndIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func basicTransformsMapPoints() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 22))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -1)) == CGPoint(x: 3, y: -2))
        // A quarter turn takes x to y: clockwise on UIKit's y-down screen.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        let matrix = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(matrix) == CGPoint(x: 1 + 3 + 5, y: 2 + 4 + 6))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func byMethodsApplyTheNewStepBeforeSelf() {
        // As on iOS: translatedBy(…) on a scale translates in the scaled space.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
        let s = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 3)
        #expect(CGPoint(x: 1, y: 0).applying(s) == CGPoint(x: 13, y: 0))
        let r = CGAffineTransform(translationX: 5, y: 5).rotated(by: .pi)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 4, y: 5)))
    }

    @Test func invertedUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -5)
        #expect(isClose(CGPoint(x: 7, y: 9).applying(t).applying(t.inverted()), CGPoint(x: 7, y: 9)))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesIgnoreTranslationAndRectsTakeTheBoundingBox() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
        #expect(CGRect(x: 1, y: 1, width: 2, height: 2).applying(t) == CGRect(x: 102, y: 97, width: 4, height: 2))
        let turned = CGRect(x: 0, y: 0, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(turned.width - 2 * 2.squareRoot()) < 1e-9)
        #expect(abs(turned.minX + 2.squareRoot()) < 1e-9)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func unlabeledEntriesAreTheLabeledOnes() {
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func decomposedComponentsRebuildTheTransform() {
        let samples = [
            CGAffineTransform.identity,
            CGAffineTransform(scaleX: 0.95, y: 0.95),
            CGAffineTransform(rotationAngle: 2.5).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -7),
            CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),   // a shear
            CGAffineTransform(scaleX: -1, y: 1),                            // a mirror
            CGAffineTransform(a: 0, b: 0, c: 2, d: 3, tx: 1, ty: 1),      // x flattened
        ]
        for t in samples {
            let rebuilt = CGAffineTransform(t.decomposed())
            let pairs = [(t.a, rebuilt.a), (t.b, rebuilt.b), (t.c, rebuilt.c), (t.d, rebuilt.d),
                         (t.tx, rebuilt.tx), (t.ty, rebuilt.ty)]
            #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-12 }, "\(t) came back as \(rebuilt)")
        }
        let parts = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 2, y: 3)
            .concatenating(CGAffineTransform(translationX: 4, y: 5)).decomposed()
        #expect(abs(parts.scale.width - 2) < 1e-12 && abs(parts.scale.height - 3) < 1e-12)
        #expect(abs(parts.rotation - 0.5) < 1e-12 && abs(parts.horizontalShear) < 1e-12)
        #expect(parts.translation == CGVector(dx: 4, dy: 5))
        #expect(CGAffineTransform(CGAffineTransformComponents()).isIdentity)
    }
}
