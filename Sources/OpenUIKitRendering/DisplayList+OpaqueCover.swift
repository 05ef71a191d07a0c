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
            case .beginClip, .fillPath:
                // A rounded background: it covers `region` if the region keeps clear of its corners.
                guard let rounded = openingRoundedOpaqueFill(covering: region),
                      !rounded.corners.contains(where: { $0.intersects(region) }) else { return nil }
                return (rounded.color, rounded.index)
            default:
                return nil
            }
        }
        return nil
    }

    /// The opaque rounded shape the list begins by filling — inside a clip to the same shape, as a view
    /// whose layer rounds some corners and masks to its bounds draws its background (a card sheet's
    /// top corners) — when it covers all of `region` but for its corners: its color, the index of its
    /// command, and the rectangles (list coordinates) that hold the corners, where the shape leaves
    /// part of its bounding box uncovered. Nil for anything else (a translucent group, another shape,
    /// a shadow, a clip of another shape, another command first).
    ///
    /// A layer that begins so keeps pixels only for the corners and what is drawn over the background
    /// (``RetainedLayer/baseColor``), as for a square background: the card's 393×783 background was
    /// half of the card's modal cycle when drawn into its layer (docs/Performance.md, "Session 13 — the
    /// card sheet's modal cycle").
    func openingRoundedOpaqueFill(covering region: CGRect) -> (color: UIColor, index: Int, corners: [CGRect])? {
        var origin = CGPoint.zero
        var clip: CGRect?
        var clipShape: DisplayPath?
        for index in commands.indices {
            switch commands[index] {
            case let .beginGroup(groupOrigin, groupClip, alpha):
                guard alpha >= 1, groupOrigin.isFinite, clipShape == nil else { return nil }
                origin.x += groupOrigin.x
                origin.y += groupOrigin.y
                if let groupClip {
                    let clipInList = groupClip.offsetBy(dx: origin.x, dy: origin.y)
                    clip = clip.map { $0.intersection(clipInList) } ?? clipInList
                }
            case let .beginClip(path, rule):
                guard clipShape == nil, rule == .winding else { return nil }
                clipShape = path
            case let .fillPath(path, color, rule, shadow):
                guard color.alpha >= 1, rule == .winding, shadow == nil, clipShape.map({ $0 == path }) ?? true,
                      let shape = Self.roundedRectangle(path) else { return nil }
                var covered = shape.box.offsetBy(dx: origin.x, dy: origin.y)
                if let clip { covered = covered.intersection(clip) }
                guard covered.contains(region) else { return nil }
                var inRegion: [CGRect] = []
                for corner in shape.corners {
                    let placed = corner.offsetBy(dx: origin.x, dy: origin.y).intersection(region)
                    if !placed.isNull, !placed.isEmpty { inRegion.append(placed) }
                }
                return (color, index, inRegion)
            default:
                return nil
            }
        }
        return nil
    }

    /// When `path` is one closed shape whose straight edges lie on its bounding box's sides and whose
    /// other edges are curves (a rectangle with some corners rounded, as `CALayer` draws it): the box,
    /// and for each curve the rectangle from its points to the box's nearest corner — every part of the
    /// box the shape leaves uncovered, or covers in part, lies in those.
    private static func roundedRectangle(_ path: DisplayPath) -> (box: CGRect, corners: [CGRect])? {
        guard path.transform == .identity else { return nil }
        var box = CGRect.null
        for element in path.elements {
            for point in element.points {
                guard point.x.isFinite, point.y.isFinite else { return nil }
                box = box.union(CGRect(origin: point, size: .zero))
            }
        }
        guard box.isFiniteAndPositive else { return nil }
        func onSide(_ a: CGPoint, _ b: CGPoint) -> Bool {
            (a.x == b.x && (a.x == box.minX || a.x == box.maxX)) || (a.y == b.y && (a.y == box.minY || a.y == box.maxY))
        }
        var corners: [CGRect] = []
        var start: CGPoint?
        var current: CGPoint?
        for element in path.elements {
            switch element {
            case let .moveTo(point):
                guard start == nil else { return nil }  // one shape
                start = point
                current = point
            case let .lineTo(point):
                guard let from = current, onSide(from, point) else { return nil }
                current = point
            case .quadCurveTo, .curveTo:
                guard let from = current, let end = element.points.last else { return nil }
                var corner = CGRect(origin: from, size: .zero)
                for point in element.points { corner = corner.union(CGRect(origin: point, size: .zero)) }
                let nearest = CGPoint(x: abs(corner.midX - box.minX) < abs(corner.midX - box.maxX) ? box.minX : box.maxX,
                                      y: abs(corner.midY - box.minY) < abs(corner.midY - box.maxY) ? box.minY : box.maxY)
                corners.append(corner.union(CGRect(origin: nearest, size: .zero)))
                current = end
            case .closeSubpath:
                guard let from = current, let first = start, from == first || onSide(from, first) else { return nil }
                current = first
            }
        }
        guard let last = current, let first = start, last == first || onSide(last, first) else { return nil }
        return (box, corners)
    }

    /// Whether the list begins with an opaque fill over all of `region` (``openingOpaqueFill(covering:)``).
    func beginsWithOpaqueFill(covering region: CGRect) -> Bool {
        openingOpaqueFill(covering: region) != nil
    }
}
