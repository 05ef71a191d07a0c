import Foundation
import OpenUIKit

extension DisplayList {
    /// The opaque rectangle the list begins by drawing (square corners, drawn at full opacity,
    /// unclipped where it matters) when it covers all of `region` (list coordinates, on whole
    /// pixels): its color, and the index of its command. Nil otherwise.
    ///
    /// Then clearing `region` before drawing would only be painted over: a sheet's layer begins with
    /// the sheet's opaque background, and clearing its 540×620 points first was a quarter of a modal
    /// cycle (issue 7's profile). Because `region` lies on whole pixels and the rectangle contains it,
    /// every pixel of the region is fully covered, so skipping the clear changes no pixel. Any doubt —
    /// a translucent group, a closed group, another command first — answers nil.
    func openingOpaqueFill(covering region: CGRect) -> (color: UIColor, index: Int)? {
        var origin = CGPoint.zero
        var clip: CGRect?
        // By index, not `enumerated()`, whose elements are copies (see ``CairoCanvas/draw(_:skipping:)``).
        for index in commands.indices {
            switch commands[index] {
            case let .beginGroup(groupOrigin, groupClip, alpha):
                guard alpha >= 1, groupOrigin.isFinite else { return nil }
                origin.x += groupOrigin.x
                origin.y += groupOrigin.y
                if let groupClip {
                    let clipInList = groupClip.offsetBy(dx: origin.x, dy: origin.y)
                    clip = clip.map { $0.intersection(clipInList) } ?? clipInList
                }
            case let .fill(rect, color, cornerRadius):
                guard color.alpha >= 1, cornerRadius <= 0, rect.isFiniteAndPositive else { return nil }
                var covered = rect.offsetBy(dx: origin.x, dy: origin.y)
                if let clip { covered = covered.intersection(clip) }
                return covered.contains(region) ? (color, index) : nil
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether the list begins with an opaque fill over all of `region` (``openingOpaqueFill(covering:)``).
    func beginsWithOpaqueFill(covering region: CGRect) -> Bool {
        openingOpaqueFill(covering: region) != nil
    }
}
