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
                      !rounded.corners.contains(where: { $0.square.intersects(region) }) else { return nil }
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
    /// command, and the corners (list coordinates) that reach into `region`, where the shape leaves
    /// part of its bounding box uncovered. Nil for anything else (a translucent group, another shape,
    /// a shadow, a clip of another shape, another command first).
    ///
    /// A layer that begins so keeps pixels only for what is drawn over the background
    /// (``RetainedLayer/baseColor``), as for a square background, and the compositor lays the corners
    /// (``RetainedLayer/baseCorners``): the card's 393×783 background was half of the card's modal
    /// cycle when drawn into its layer (docs/Performance.md, "Session 13 — the card sheet's modal
    /// cycle"), and its two corners drawn there two thirds of the rest ("Session 14").
    func openingRoundedOpaqueFill(covering region: CGRect) -> (color: UIColor, index: Int, corners: [RoundedCorner])? {
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
                var inRegion: [RoundedCorner] = []
                for corner in shape.corners {
                    let placed = corner.offsetBy(dx: origin.x, dy: origin.y)
                    let inside = placed.square.intersection(region)
                    if !inside.isNull, !inside.isEmpty { inRegion.append(placed) }
                }
                return (color, index, inRegion)
            default:
                return nil
            }
        }
        return nil
    }

    /// The rows of a rounded rectangle `path` (``roundedRectangle(_:)``) clear of its corners, across
    /// its whole width: a rectangle (the path's coordinates) every point of which the shape covers.
    /// Nil for any other shape, or when the corners leave no such rows.
    static func bandClearOfCorners(_ path: DisplayPath) -> CGRect? {
        guard let shape = roundedRectangle(path) else { return nil }
        var top = shape.box.minY, bottom = shape.box.maxY
        for corner in shape.corners {
            if corner.boxCorner.y == shape.box.minY { top = max(top, corner.square.maxY) } else { bottom = min(bottom, corner.square.minY) }
        }
        guard bottom > top else { return nil }
        return CGRect(x: shape.box.minX, y: top, width: shape.box.width, height: bottom - top)
    }

    /// When `path` is one closed shape whose straight edges lie on its bounding box's sides and whose
    /// other edges are curves (a rectangle with some corners rounded, as `CALayer` draws it): the box,
    /// and for each curve the corner it rounds, held in the rectangle from its points to the box's
    /// nearest corner — every part of the box the shape leaves uncovered, or covers in part, lies in
    /// those.
    private static func roundedRectangle(_ path: DisplayPath) -> (box: CGRect, corners: [RoundedCorner])? {
        guard path.transform == .identity else { return nil }
        // Points by case, not through `PathElement.points`, which allocates an array per element: a card
        // asks this of its rounded background three times each time its layer is drawn.
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var finite = true
        func extend(_ point: CGPoint) {
            guard point.x.isFinite, point.y.isFinite else { return finite = false }
            minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        for element in path.elements {
            switch element {
            case let .moveTo(point), let .lineTo(point): extend(point)
            case let .quadCurveTo(point, control): extend(point); extend(control)
            case let .curveTo(point, control1, control2): extend(point); extend(control1); extend(control2)
            case .closeSubpath: break
            }
        }
        guard finite, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard box.isFiniteAndPositive else { return nil }
        func onSide(_ a: CGPoint, _ b: CGPoint) -> Bool {
            (a.x == b.x && (a.x == box.minX || a.x == box.maxX)) || (a.y == b.y && (a.y == box.minY || a.y == box.maxY))
        }
        var corners: [RoundedCorner] = []
        var start: CGPoint?
        var current: CGPoint?
        for element in path.elements {
            var end: CGPoint
            var controls: (CGPoint, CGPoint)
            switch element {
            case let .moveTo(point):
                guard start == nil else { return nil }  // one shape
                start = point
                current = point
                continue
            case let .lineTo(point):
                guard let from = current, onSide(from, point) else { return nil }
                current = point
                continue
            case .closeSubpath:
                guard let from = current, let first = start, from == first || onSide(from, first) else { return nil }
                current = first
                continue
            case let .quadCurveTo(point, control):
                end = point
                controls = (control, control)
            case let .curveTo(point, control1, control2):
                end = point
                controls = (control1, control2)
            }
            guard let from = current else { return nil }
            let cornerMinX = min(from.x, end.x, controls.0.x, controls.1.x), cornerMaxX = max(from.x, end.x, controls.0.x, controls.1.x)
            let cornerMinY = min(from.y, end.y, controls.0.y, controls.1.y), cornerMaxY = max(from.y, end.y, controls.0.y, controls.1.y)
            let midX = (cornerMinX + cornerMaxX) / 2, midY = (cornerMinY + cornerMaxY) / 2
            let nearest = CGPoint(x: abs(midX - box.minX) < abs(midX - box.maxX) ? box.minX : box.maxX,
                                  y: abs(midY - box.minY) < abs(midY - box.maxY) ? box.minY : box.maxY)
            let squareMinX = min(cornerMinX, nearest.x), squareMaxX = max(cornerMaxX, nearest.x)
            let squareMinY = min(cornerMinY, nearest.y), squareMaxY = max(cornerMaxY, nearest.y)
            corners.append(RoundedCorner(square: CGRect(x: squareMinX, y: squareMinY, width: squareMaxX - squareMinX,
                                                        height: squareMaxY - squareMinY),
                                         start: from, curve: element, boxCorner: nearest))
            current = end
        }
        guard let last = current, let first = start, last == first || onSide(last, first) else { return nil }
        return (box, corners)
    }

    /// Whether the list begins with an opaque fill over all of `region` (``openingOpaqueFill(covering:)``).
    func beginsWithOpaqueFill(covering region: CGRect) -> Bool {
        openingOpaqueFill(covering: region) != nil
    }
}
