import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// What a transformed group's content covers (``DisplayCommand/beginTransformedGroup(_:clip:alpha:)``):
/// the bounding boxes of the shapes' and clips' images, and nothing under a transform with no inverse.
@MainActor
@Suite struct DisplayListTransformedAreaTests {
    private let everything = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)

    private func bounds(_ commands: [DisplayCommand]) -> CGRect {
        DisplayList(commands).drawnArea(after: -1, scale: 1, limit: everything).bounds
    }

    @Test func aTurnedFillCoversItsBoundingBoxInsideOuterGroups() {
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let area = bounds([
            .beginGroup(origin: CGPoint(x: 100, y: 100), clip: nil, alpha: 1),
            .beginTransformedGroup(quarterTurn, clip: nil, alpha: 1),
            .beginGroup(origin: CGPoint(x: 5, y: 0), clip: nil, alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: .black, cornerRadius: 0),
            .endGroup, .endGroup, .endGroup,
        ])
        // (5…25, 0…10) turned a quarter is (−10…0, 5…25), then moved by (100, 100).
        #expect(abs(area.minX - 90) < 1e-9 && abs(area.minY - 105) < 1e-9)
        #expect(abs(area.width - 10) < 1e-9 && abs(area.height - 20) < 1e-9)
    }

    @Test func theClipFollowsTheTransformAndASingularTransformDrawsNothing() {
        let double = CGAffineTransform(scaleX: 2, y: 2)
        let clipped = bounds([
            .beginTransformedGroup(double, clip: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: .black, cornerRadius: 0),
            .endGroup,
        ])
        #expect(clipped == CGRect(x: 0, y: 0, width: 20, height: 20))
        let flattened = bounds([
            .beginTransformedGroup(CGAffineTransform(scaleX: 0, y: 1), clip: nil, alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: .black, cornerRadius: 0),
            .endGroup,
        ])
        #expect(flattened.isNull)
    }
}
