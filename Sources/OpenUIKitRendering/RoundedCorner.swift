import Foundation
import OpenUIKit

/// One rounded corner of a shape a display list opens with (``DisplayList/openingRoundedOpaqueFill(covering:)``):
/// the curve from one side of the shape's bounding box to the other, and the box corner it rounds.
///
/// A layer whose drawing begins with such a shape keeps its color as its base color
/// (``RetainedLayer/baseColor``), and the compositor lays the corners too (``RetainedLayer/baseCorners``),
/// from the corner's outline: Core Animation rounds a layer's `cornerRadius` when compositing it, and
/// drawing the two corners of a card sheet into its layer drew the whole display list twice more per
/// presentation (docs/Performance.md, "Session 14 — the card sheet's modal cycle").
struct RoundedCorner: Equatable {
    /// The rectangle holding the corner (list coordinates): from the curve's points to ``boxCorner``.
    /// Outside the curve the shape leaves it uncovered, or covers it in part.
    var square: CGRect
    /// Where the curve starts (list coordinates), on a side of the bounding box.
    var start: CGPoint
    /// The curve (list coordinates), ending on the other side of the bounding box.
    var curve: PathElement
    /// The corner of the shape's bounding box the curve rounds.
    var boxCorner: CGPoint

    /// This corner moved by `offset`.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> RoundedCorner {
        let move = CGAffineTransform(translationX: dx, y: dy)
        return RoundedCorner(square: square.offsetBy(dx: dx, dy: dy), start: start.applying(move),
                             curve: curve.applying(move), boxCorner: boxCorner.applying(move))
    }

    /// The outline of the part of `area` the shape covers, where `area` (a rectangle holding ``square``
    /// with ``boxCorner`` as one of its corners, as ``square`` on whole pixels is) meets the shape: the
    /// curve, then `area`'s edges away from the box corner. Nil when the curve does not run from one
    /// of the two sides of `area` that meet at the box corner to the other (the corner is then drawn
    /// into the layer's pixels, as any content).
    func outline(in area: CGRect) -> [PathElement]? {
        let corner = boxCorner
        guard corner.x == area.minX || corner.x == area.maxX, corner.y == area.minY || corner.y == area.maxY,
              let end = curve.points.last else { return nil }
        let farX = corner.x == area.minX ? area.maxX : area.minX
        let farY = corner.y == area.minY ? area.maxY : area.minY
        let far = CGPoint(x: farX, y: farY)
        // Round the far side: from the curve's end along its side of `area`, to the far corner, and
        // back along the start's side.
        let around: [CGPoint]
        if start.x == corner.x, end.y == corner.y {
            around = [CGPoint(x: farX, y: corner.y), far, CGPoint(x: corner.x, y: farY)]
        } else if start.y == corner.y, end.x == corner.x {
            around = [CGPoint(x: corner.x, y: farY), far, CGPoint(x: farX, y: corner.y)]
        } else {
            return nil
        }
        return [.moveTo(start), curve] + around.map { .lineTo($0) } + [.closeSubpath]
    }
}
