import CCairo
import Foundation
import OpenUIKit

/// Paths, clips and gradients recorded by the Core Graphics calls (``UIBezierPath``, ``CGContext``).
///
/// Each path is built under its own transform (the context's CTM when it was painted), and a stroke's
/// width, caps, joins and dashes are set before the matrix is restored, so they apply in the path's
/// user space as Core Graphics applies them. A path with a point outside the device range, or a
/// transform that is singular or not finite, draws nothing (Cairo would wrap the point, or enter an
/// error state for good).
///
/// The entry points are `@inline(never)` to keep ``CairoCanvas/draw(_:)``, the switch every command of
/// every frame goes through, small.
extension CairoCanvas {
    @inline(never)
    func fillPath(_ path: DisplayPath, color: UIColor, rule: CGPathFillRule, shadow: DisplayShadow?) {
        paint(path, shadow: shadow, color: color) {
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }

    @inline(never)
    func strokePath(_ path: DisplayPath, color: UIColor, style: PathStrokeStyle, shadow: DisplayShadow?) {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        paint(path, shadow: shadow, color: color) {
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, style.lineCap.cairoValue)
            cairo_set_line_join(cr, style.lineJoin.cairoValue)
            cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
            setDash(style)
            cairo_stroke(cr)
        }
    }

    /// Clips to the path's fill area until the matching ``DisplayCommand/endClip``; a path that cannot
    /// be drawn clips everything away, as an empty clip path does in Core Graphics.
    @inline(never)
    func beginClip(_ path: DisplayPath, rule: CGPathFillRule) {
        cairo_save(cr)
        pushOpenGroup(nil)
        // A rectangle with rounded corners (a card's): the band of it clear of the corners' rows passes
        // whole, so a label inside it is pasted directly rather than masked through the clip (two
        // thirds of drawing a card's layer). Any other shape: no pixel is known to pass whole.
        if let band = DisplayList.bandClearOfCorners(path) {
            narrowUnclippedArea(to: band)
            unclippedArea.isWholeClip = false
        } else {
            unclippedArea = .null
        }
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_new_path(cr)
        if !(apply(path.transform) && addPath(path.elements)) { cairo_new_path(cr) }
        cairo_set_matrix(cr, &saved)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Paints the gradient over the current clip. With neither extension option only the band between
    /// the lines through `start` and `end` is painted; with one, the band is open on that side.
    @inline(never)
    func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions,
                            transform: CGAffineTransform) {
        let direction = CGPoint(x: end.x - start.x, y: end.y - start.y)
        guard start.isFinite, end.isFinite, direction != .zero else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard apply(transform) else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in zip(gradient.colors, gradient.locations) {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        if before != after {
            // The half plane on the drawn side of the line through the other end.
            let reach = Self.deviceRange / 8
            let length = hypot(direction.x, direction.y)
            let along = CGPoint(x: direction.x / length * reach, y: direction.y / length * reach)
            let across = CGPoint(x: -along.y, y: along.x)
            let (base, sign): (CGPoint, CGFloat) = after ? (start, 1) : (end, -1)
            cairo_move_to(cr, base.x - across.x, base.y - across.y)
            cairo_line_to(cr, base.x + across.x, base.y + across.y)
            cairo_line_to(cr, base.x + across.x + sign * along.x, base.y + across.y + sign * along.y)
            cairo_line_to(cr, base.x - across.x + sign * along.x, base.y - across.y + sign * along.y)
            cairo_close_path(cr)
            cairo_clip(cr)
        }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
    }

    /// Draws the shadow (offset in the untransformed space, unblurred) then the shape, each built
    /// under the path's transform and painted by `body`.
    private func paint(_ path: DisplayPath, shadow: DisplayShadow?, color: UIColor, _ body: () -> Void) {
        guard !path.elements.isEmpty else { return }
        if let shadow, shadow.offset.width.isFinite, shadow.offset.height.isFinite {
            cairo_save(cr)
            cairo_translate(cr, shadow.offset.width, shadow.offset.height)
            if apply(path.transform), addPath(path.elements) {
                setSource(shadow.color, alpha: color.alpha)
                body()
            }
            cairo_restore(cr)
        }
        cairo_save(cr)
        if apply(path.transform), addPath(path.elements) {
            setSource(color)
            body()
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Multiplies the matrix by `transform`; false (matrix unchanged) when it is singular or not finite.
    func apply(_ transform: CGAffineTransform) -> Bool {
        guard !transform.isIdentity else { return true }
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        guard values.allSatisfy(\.isFinite), transform.a * transform.d - transform.b * transform.c != 0 else {
            return false
        }
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                    x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &matrix)
        return true
    }

    /// Builds the elements as Cairo's current path (quadratic curves raised to cubic); false, with the
    /// path emptied, when a point is not finite or lies outside the device range.
    func addPath(_ elements: [PathElement]) -> Bool {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            guard element.points.allSatisfy({ $0.isFinite && isInDeviceRange($0) }) else {
                cairo_new_path(cr)
                return false
            }
            switch element {
            case let .moveTo(point):
                cairo_move_to(cr, point.x, point.y)
                subpathStart = point
                current = point
            case let .lineTo(point):
                cairo_line_to(cr, point.x, point.y)
                current = point
            case let .quadCurveTo(point, control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x),
                                 y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
                current = point
            case let .curveTo(point, control1, control2):
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
                current = point
            case .closeSubpath:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
        return true
    }

    /// A valid dash pattern, or a solid line: Cairo enters an error state for good on negative or
    /// all-zero lengths, where Core Graphics draws solid.
    private func setDash(_ style: PathStrokeStyle) {
        let lengths = style.dashLengths.map { Double($0) }
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 })
        else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        cairo_set_dash(cr, lengths, Int32(lengths.count), style.dashPhase.isFinite ? style.dashPhase : 0)
    }
}

extension CGLineCap {
    fileprivate var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension CGLineJoin {
    fileprivate var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
