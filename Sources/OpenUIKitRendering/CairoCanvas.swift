import CCairo
import Foundation
import OpenUIKit

/// Draws ``DisplayCommand``s into one Cairo context: the interpreter behind ``Renderer``.
///
/// Coordinates are points; the context is already scaled to pixels (`cairo_scale`), so every command
/// draws the same at 1x, 2x and 3x, only sharper. Groups map to `cairo_save`/`cairo_restore` with a
/// translation and a clip; only a group with alpha below 1 is drawn offscreen
/// (`cairo_push_group` … `cairo_paint_with_alpha`), because that costs a surface per group and a
/// screen has hundreds of opaque ones. A transparency layer (``DisplayCommand/beginTransparencyLayer``)
/// is always offscreen: that is what it is for.
@MainActor
final class CairoCanvas {
    let cr: OpaquePointer
    /// Pixels per point, to snap text to whole device pixels.
    let scale: CGFloat
    /// For each open group, the alpha it is composited with when it pushed an offscreen group; nil
    /// also for an open clip (``DisplayCommand/beginClip(_:rule:)``), which only restores.
    /// Unchecked for exclusivity: main-actor state, never accessed re-entrantly; the checks were 2.3 % of
    /// a full frame (docs/Performance.md, "Exclusivity checks"). Changed only through
    /// ``pushOpenGroup(_:unclippedBefore:)`` and ``popOpenGroup()``.
    @exclusivity(unchecked) private(set) var openGroups: [CGFloat?] = []
    /// The rectangle of device space (whole pixels) whose every pixel the current clip lets through
    /// whole, and whether the clip is exactly it (``UnclippedArea``): where text is pasted and cached
    /// renderings are copied without Cairo's clipping (``show(_:at:)``,
    /// ``drawCachedRendering(_:placement:alpha:)``). Asked of Cairo once, when the canvas is made;
    /// then narrowed by each rectangular clip, emptied by any other, and restored as groups close,
    /// from ``unclippedAreasOfOpenGroups``. Unchecked for exclusivity, as ``openGroups``
    /// (docs/Performance.md, "Exclusivity checks": 2 % of a full frame with the checks).
    @exclusivity(unchecked) var unclippedArea = UnclippedArea.null
    /// ``unclippedArea`` as it was when each open group (``openGroups``) opened.
    @exclusivity(unchecked) private var unclippedAreasOfOpenGroups: [UnclippedArea] = []

    /// The target as pixman sees it, for copying cached renderings into it (``PixelCopyTarget``): made
    /// at the first cached rendering copied, and nil when the target is not one pixman can take.
    var copyTarget: PixelCopyTarget?
    /// Whether ``copyTarget`` was made (or found impossible) already.
    var copyTargetChecked = false

    /// The part of the list's coordinates the context draws into (the buffer, or the dirty rectangle
    /// it is clipped to), when known: an outermost group whose clip contains it changes no pixel, and
    /// is not applied. A window's list opens with its bounds as the clip (``UIView/renderDisplayList(in:)``),
    /// which covers the whole buffer unless the bounds end inside a pixel; applied on every frame anyway,
    /// Cairo's clip cost 2.3 % of a click with redraw (86,104 -> 88,083 instructions) and 2.1 % of a
    /// full frame, skipped 0.7 % and nothing.
    let area: CGRect?

    init(cr: OpaquePointer, scale: CGFloat, area: CGRect? = nil) {
        self.cr = cr
        self.scale = scale
        self.area = area
        // Room for the groups a view tree nests (window, container, view, subview): grown one append at
        // a time from empty, the stack was reallocated three times per list drawn (issue 16's profile).
        openGroups.reserveCapacity(4)
        unclippedAreasOfOpenGroups.reserveCapacity(4)
        unclippedArea = Self.trackedClip(of: cr)
    }

    /// Draws every command (but the one at `skipped`, which the caller has drawn its own way), then
    /// closes groups left open (reporting the imbalance).
    func draw(_ list: DisplayList, skipping skipped: Int? = nil) {
        // By index, not `enumerated()`, whose elements are copies: a copy retains what a command holds
        // (a text run's string, font and colors) and releases it after (issue 16's modal-cycle profile).
        for index in list.commands.indices where index != skipped { draw(list.commands[index]) }
        if !openGroups.isEmpty {
            Diagnostics.warn("render.unclosedGroup",
                             "\(openGroups.count) beginGroup command(s) had no endGroup; closed at the end of the list")
            while !openGroups.isEmpty { endGroup() }
        }
    }

    func draw(_ command: DisplayCommand) {
        switch command {
        case let .fill(rect, color, cornerRadius):
            guard rect.isFiniteAndPositive, let rect = clippedToDeviceRange(rect) else { return }
            addRoundedRect(rect, radius: cornerRadius)
            setSource(color)
            cairo_fill(cr)
        case let .stroke(rect, color, lineWidth, cornerRadius):
            strokeInside(rect, color: color, lineWidth: lineWidth, cornerRadius: cornerRadius)
        case let .line(from, to, color, width):
            guard from.isFinite, to.isFinite, width.isFinite, width > 0, isInDeviceRange(from), isInDeviceRange(to)
            else { return }
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            setSource(color)
            cairo_stroke(cr)
        case let .polygon(points, color):
            guard points.count >= 3, points.allSatisfy({ $0.isFinite && isInDeviceRange($0) }) else { return }
            cairo_move_to(cr, points[0].x, points[0].y)
            for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
            cairo_close_path(cr)
            setSource(color)
            cairo_fill(cr)
        case let .image(image, rect, tint, alpha):
            drawImage(image, in: rect, tint: tint, alpha: alpha)
        case let .text(run):
            drawText(run)
        case let .beginGroup(origin, clip, alpha):
            beginGroup(origin: origin, clip: clip, alpha: alpha)
        case let .beginTransformedGroup(transform, clip, alpha):
            beginTransformedGroup(transform, clip: clip, alpha: alpha)
        case .endGroup:
            guard !openGroups.isEmpty else {
                Diagnostics.warn("render.unbalancedEndGroup", "endGroup without a matching beginGroup; ignored")
                return
            }
            endGroup()
        case let .fillPath(path, color, rule, shadow):
            fillPath(path, color: color, rule: rule, shadow: shadow)
        case let .strokePath(path, color, style, shadow):
            strokePath(path, color: color, style: style, shadow: shadow)
        case let .linearGradient(gradient, start, end, options, transform):
            drawLinearGradient(gradient, start: start, end: end, options: options, transform: transform)
        case let .beginClip(path, rule):
            beginClip(path, rule: rule)
        case .endClip:
            guard !openGroups.isEmpty else {
                Diagnostics.warn("render.unbalancedEndClip", "endClip without a matching beginClip; ignored")
                return
            }
            endGroup()
        case let .transformed(inner, transform):
            cairo_save(cr)
            if apply(transform) { draw(inner) }  // a singular transform draws nothing, as Core Graphics
            cairo_restore(cr)
        case let .cachedRendering(cache, placement, alpha):
            drawCachedRendering(cache, placement: placement, alpha: alpha)
        case .beginTransparencyLayer:
            cairo_save(cr)
            cairo_push_group(cr)
            pushOpenGroup(1)
        case .endTransparencyLayer:
            guard !openGroups.isEmpty else {
                Diagnostics.warn("render.unbalancedEndTransparencyLayer",
                                 "endTransparencyLayer without a matching beginTransparencyLayer; ignored")
                return
            }
            endGroup()
        case let .shadow(path, shadow, rule):
            drawShadow(path, shadow, rule: rule)
        case .beginMask:
            beginMask()
        case let .endMask(mask):
            endMask(mask)
        case let .blended(inner, mode, rect):
            guard rect.isFiniteAndPositive, let rect = clippedToDeviceRange(rect) else { return }
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cr)
            let unclipped = unclippedArea
            narrowUnclippedArea(to: rect)
            cairo_set_operator(cr, mode.cairoOperator)
            draw(inner)
            unclippedArea = unclipped
            cairo_restore(cr)
        }
    }

    // MARK: Groups

    private func beginGroup(origin: CGPoint, clip: CGRect?, alpha: CGFloat) {
        cairo_save(cr)
        if origin.isFinite { cairo_translate(cr, origin.x, origin.y) }
        var effectiveClip = clip
        if let clip, clipCoversArea(clip, origin: origin) { effectiveClip = nil }
        openGroup(clip: effectiveClip, alpha: alpha)
    }

    /// A group under `transform` (``DisplayCommand/beginTransformedGroup(_:clip:alpha:)``): the matrix is
    /// multiplied by it, then the clip, in the group's coordinates, follows it (a rotated view clips to
    /// its rotated bounds). A transform with no inverse draws nothing: the group clips everything away.
    private func beginTransformedGroup(_ transform: CGAffineTransform, clip: CGRect?, alpha: CGFloat) {
        cairo_save(cr)
        openGroup(clip: apply(transform) ? clip : .zero, alpha: alpha)
    }

    /// The rest of opening a group, after `cairo_save` and its placement: the clip (an empty or invalid
    /// one shows nothing), and an offscreen group when `alpha` is below 1.
    private func openGroup(clip: CGRect?, alpha: CGFloat) {
        let unclipped = unclippedArea
        if let clip {
            if clip.isFiniteAndPositive {
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                narrowUnclippedArea(to: clip)
            } else {
                cairo_rectangle(cr, 0, 0, 0, 0)
                unclippedArea = .null
            }
            cairo_clip(cr)
        }
        let opacity = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        if opacity < 1 { cairo_push_group(cr) }
        pushOpenGroup(opacity < 1 ? opacity : nil, unclippedBefore: unclipped)
    }

    /// Records a group just opened (its alpha when it pushed an offscreen group) and, to restore as it
    /// closes, the ``unclippedArea`` before it opened (by default, the current one).
    func pushOpenGroup(_ opacity: CGFloat?, unclippedBefore unclipped: UnclippedArea? = nil) {
        openGroups.append(opacity)
        unclippedAreasOfOpenGroups.append(unclipped ?? unclippedArea)
    }

    /// Forgets the innermost open group, restoring the ``unclippedArea`` from before it; its opacity.
    func popOpenGroup() -> CGFloat? {
        if let unclipped = unclippedAreasOfOpenGroups.popLast() { unclippedArea = unclipped }
        return openGroups.removeLast()
    }

    /// Whether `clip`, of a group at `origin` opened outside any other, contains everything drawn
    /// (``area``), so applying it would change nothing.
    private func clipCoversArea(_ clip: CGRect, origin: CGPoint) -> Bool {
        guard openGroups.isEmpty, let area, origin.isFinite else { return false }
        return clip.offsetBy(dx: origin.x, dy: origin.y).contains(area)
    }

    func endGroup() {
        if let opacity = popOpenGroup() {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    // MARK: Shapes

    /// A layer border: the line lies inside `rect`, its outer edge on the rect's edge, following the
    /// rounded corners, as Core Animation draws `borderWidth`. A border as wide as half the rect fills it.
    private func strokeInside(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat) {
        guard rect.isFiniteAndPositive, lineWidth.isFinite, lineWidth > 0, let rect = clippedToDeviceRange(rect)
        else { return }
        setSource(color)
        if lineWidth * 2 >= min(rect.width, rect.height) {
            addRoundedRect(rect, radius: cornerRadius)
            cairo_fill(cr)
            return
        }
        let half = lineWidth / 2
        addRoundedRect(rect.insetBy(dx: half, dy: half), radius: max(cornerRadius - half, 0))
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// Adds a rectangle path whose corners are quarter circles of `radius`, clamped to half the
    /// shorter side (as Core Animation clamps `cornerRadius`).
    func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let r = radius.isFinite ? min(max(radius, 0), rect.width / 2, rect.height / 2) : 0
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Sets a solid source; `alpha` multiplies the color's own.
    func setSource(_ color: UIColor, alpha: CGFloat = 1) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }
}

extension CGRect {
    /// Finite with positive width and height: the only rectangles worth drawing.
    var isFiniteAndPositive: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
