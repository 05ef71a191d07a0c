import Foundation
import OpenUIKit

extension DisplayList {
    /// Whether the first thing the list draws is an opaque rectangle (square corners, drawn at full
    /// opacity, unclipped where it matters) covering all of `region` (list coordinates, on whole
    /// pixels): then clearing `region` before drawing would only be painted over.
    ///
    /// A sheet's layer begins with the sheet's opaque background, and clearing its 540×620 points first
    /// was a quarter of a modal cycle (issue 7's profile). Because `region` lies on whole pixels and the
    /// rectangle contains it, every pixel of the region is fully covered, so skipping the clear changes
    /// no pixel. Any doubt — a translucent group, a closed group, another command first — answers false.
    func beginsWithOpaqueFill(covering region: CGRect) -> Bool {
        var origin = CGPoint.zero
        var clip: CGRect?
        for command in commands {
            switch command {
            case let .beginGroup(groupOrigin, groupClip, alpha):
                guard alpha >= 1, groupOrigin.isFinite else { return false }
                origin.x += groupOrigin.x
                origin.y += groupOrigin.y
                if let groupClip {
                    let clipInList = groupClip.offsetBy(dx: origin.x, dy: origin.y)
                    clip = clip.map { $0.intersection(clipInList) } ?? clipInList
                }
            case let .fill(rect, color, cornerRadius):
                guard color.alpha >= 1, cornerRadius <= 0, rect.isFiniteAndPositive else { return false }
                var covered = rect.offsetBy(dx: origin.x, dy: origin.y)
                if let clip { covered = covered.intersection(clip) }
                return covered.contains(region)
            default:
                return false
            }
        }
        return false
    }
}
