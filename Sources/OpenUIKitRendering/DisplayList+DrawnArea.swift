import Foundation
import OpenUIKit

extension DisplayList {
    /// The pixels (list coordinates, at `scale`) the commands after `index` can change, within their
    /// groups' clips; empty when they draw nothing.
    ///
    /// A layer that begins with an opaque background keeps pixels only for this area and has the
    /// compositor fill the rest with the background's color (``RetainedLayer/baseColor``), as Core
    /// Animation composites a layer's `backgroundColor` without drawing it into a backing store. The
    /// area follows the shapes as ``CairoCanvas`` draws them — text by its laid-out glyphs' ink, not
    /// by its frame — so nothing drawn can fall outside; it is kept as a few rectangles, so a sheet's
    /// title at the top and button at the bottom do not make the space between them content. A command
    /// with a non-finite coordinate draws nothing (the canvas skips it). The walk stops once the
    /// bounds hold `limit`, since nothing then changes the answer that matters (that the content
    /// covers the layer). Inside a transformed group (a view with a transform) shapes and clips are
    /// taken by the bounding boxes of their images, which hold every pixel they change.
    /// On the main actor: a cached rendering's area is its view's extent.
    @MainActor
    func drawnArea(after index: Int, scale: CGFloat, limit: CGRect) -> DrawnArea {
        var origin = CGPoint.zero
        var clip: CGRect?
        // Inside a transformed group, the map from the current coordinates to the list's (then
        // `origin` is unused); nil while offsets alone place them.
        var transform: CGAffineTransform?
        var enclosing: [(origin: CGPoint, clip: CGRect?, transform: CGAffineTransform?)] = []
        enclosing.reserveCapacity(4)  // one allocation for a view tree's usual nesting, not one per level
        var area = DrawnArea()
        // The canvas draws within its device range (``CairoCanvas/deviceRange``) of the buffer's corner,
        // taken here as the list's origin: what lies past it is not drawn.
        let reach = CairoCanvas.deviceRange / scale
        let range = CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)
        func inList(_ rect: CGRect) -> CGRect {
            if let transform { return rect.applying(transform) }
            return rect.offsetBy(dx: origin.x, dy: origin.y)
        }
        func isDrawn(_ point: CGPoint) -> Bool {
            if let transform { return range.contains(point.applying(transform)) }
            return range.contains(CGPoint(x: point.x + origin.x, y: point.y + origin.y))
        }
        // From the start, for the groups the command at `index` lies in.
        for position in commands.indices {
            var drawn = CGRect.null
            switch commands[position] {
            case let .beginGroup(groupOrigin, groupClip, _):
                enclosing.append((origin, clip, transform))
                if groupOrigin.isFinite {
                    origin.x += groupOrigin.x
                    origin.y += groupOrigin.y
                    if let outer = transform {
                        transform = CGAffineTransform(translationX: groupOrigin.x, y: groupOrigin.y).concatenating(outer)
                    }
                }
                if let groupClip {
                    // An empty or invalid clip shows nothing, as the canvas draws it.
                    let clipInList = groupClip.isFiniteAndPositive ? inList(groupClip) : CGRect(origin: origin, size: .zero)
                    clip = clip.map { $0.intersection(clipInList) } ?? clipInList
                }
                continue
            case let .beginTransformedGroup(groupTransform, groupClip, _):
                enclosing.append((origin, clip, transform))
                transform = groupTransform.concatenating(transform ?? CGAffineTransform(translationX: origin.x, y: origin.y))
                // A transform with no inverse draws nothing (the canvas clips it all away).
                var clipInList = CGRect.null
                if groupTransform.a * groupTransform.d - groupTransform.b * groupTransform.c != 0 {
                    clipInList = range
                    if let groupClip { clipInList = groupClip.isFiniteAndPositive ? inList(groupClip) : .null }
                }
                clip = clip.map { $0.intersection(clipInList) } ?? clipInList
                continue
            case .beginTransparencyLayer, .beginMask:
                enclosing.append((origin, clip, transform))  // a layer or a mask moves nothing and clips within the drawing
                continue
            case .endGroup, .endClip, .endTransparencyLayer, .endMask:
                if let outer = enclosing.popLast() { (origin, clip, transform) = outer }
                continue
            case let .beginClip(path, _):
                // Clipped to the path's bounds; a path the canvas cannot draw clips everything away.
                enclosing.append((origin, clip, transform))
                let bounds = path.bounds()
                let clipInList = bounds.isFiniteAndPositive ? inList(bounds) : CGRect(origin: origin, size: .zero)
                clip = clip.map { $0.intersection(clipInList) } ?? clipInList
                continue
            case let .fillPath(path, _, _, shadow):
                drawn = Self.withShadow(path.bounds(), shadow)
            case let .strokePath(path, _, style, shadow):
                // Half the width past the points, more at miter joins and square caps.
                drawn = Self.withShadow(path.bounds(outset: style.reach), shadow)
            case let .shadow(path, shadow, _):
                drawn = shadow.bounds(under: path.bounds())
            case .linearGradient:
                drawn = range.offsetBy(dx: -origin.x, dy: -origin.y)  // everything the clip lets through
            case let .fill(rect, _, _), let .stroke(rect, _, _, _), let .image(_, rect, _, _),
                 let .blended(_, _, rect):
                drawn = rect  // a stroke is drawn inside its rectangle; an image fills its own
            case let .transformed(inner, transform):
                // An image's rectangle, mapped; anything else, everything the clip lets through.
                if case let .image(_, rect, _, _) = inner, rect.isFiniteAndPositive {
                    drawn = rect.applying(transform)
                } else {
                    drawn = range.offsetBy(dx: -origin.x, dy: -origin.y)
                }
            case let .cachedRendering(cache, placement, _):
                // The cached pixels, on whole pixels, where the placement takes them; a move lands them on
                // the nearest whole device pixels, which the pixel-aligned area below holds.
                drawn = Renderer.pixelAligned(cache.extent, scale: scale).applying(placement)
            case let .line(from, to, _, width):
                // Round caps reach half the width past each end.
                guard from.isFinite, to.isFinite, width.isFinite, width > 0,
                      isDrawn(from), isDrawn(to) else { continue }
                drawn = CGRect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x),
                               height: abs(to.y - from.y)).insetBy(dx: -width / 2, dy: -width / 2)
            case let .polygon(points, _):
                guard points.count >= 3, points.allSatisfy({ $0.isFinite && isDrawn($0) }) else { continue }
                let xs = points.map(\.x), ys = points.map(\.y)
                drawn = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            case let .text(run):
                drawn = Self.drawnBounds(of: run, scale: scale, isDrawn: isDrawn)
            }
            guard position > index, drawn.isFiniteAndPositive else { continue }
            drawn = inList(drawn).intersection(range)
            if let clip { drawn = drawn.intersection(clip) }
            guard !drawn.isNull, !drawn.isEmpty else { continue }
            area.add(Renderer.pixelAligned(drawn, scale: scale))
            if area.bounds.contains(limit) { break }
        }
        return area
    }

    /// A shape's bounds with its shadow's.
    private static func withShadow(_ bounds: CGRect, _ shadow: DisplayShadow?) -> CGRect {
        guard let shadow, !bounds.isNull else { return bounds }
        return bounds.union(shadow.bounds(under: bounds))
    }

    /// What drawing `run` touches, from the layout the canvas will draw (the engine caches it).
    private static func drawnBounds(of run: TextRun, scale: CGFloat, isDrawn: (CGPoint) -> Bool) -> CGRect {
        guard !run.text.isEmpty, run.frame.isFiniteAndPositive else { return .null }
        let key = TextLayoutKey(run: run)
        return TextLayoutEngine.shared.withLayout(key) { text in
            guard text.visibleLineCount > 0 else { return CGRect.null }
            let origin = text.origin(for: run, laidOutInWidth: key.width != nil, scale: scale)
            return text.drawnBounds(for: run, at: origin, isDrawn: isDrawn)
        }
    }
}
