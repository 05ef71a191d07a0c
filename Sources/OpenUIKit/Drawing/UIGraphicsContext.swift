import Foundation

/// The drawing destination a view's ``UIView/draw(_:)`` records into.
///
/// UIKit's `draw(_:)` paints into a `CGContext` found with `UIGraphicsGetCurrentContext()`. OpenUIKit
/// records plain ``DisplayCommand`` values instead, so the same override shape works —
/// `override func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect, color: .red) }` —
/// and the result is inspectable. Coordinates are the view's bounds coordinates.
@MainActor
public final class UIGraphicsContext {
    // `@exclusivity(unchecked)` here and on the context stack: main-actor state; the checks were 1.0 % of
    // a click with redraw (docs/Performance.md, "Exclusivity checks").
    /// What has been drawn so far, in order: the view's recorded drawing, which the renderer paints and a
    /// test can read without pixels.
    @exclusivity(unchecked) public private(set) var commands: [DisplayCommand] = []
    /// Core Graphics state (see `UIGraphicsContext+CoreGraphics.swift`), created on first use: most
    /// views never touch it, and a context is made for every view redrawn — one optional reference
    /// keeps that as cheap as before Core Graphics calls existed (callgrind, click-grid-paint).
    private(set) var graphicsStates: GraphicsStateStack?

    var graphics: GraphicsStateStack {
        if let graphicsStates { return graphicsStates }
        let created = GraphicsStateStack()
        graphicsStates = created
        return created
    }

    /// The area drawing lands in — a view's bounds, as its backing store limits `draw(_:)` on iOS —
    /// when known; a gradient, which paints its whole clip, is kept inside it.
    let drawingBounds: CGRect?
    /// The format of the image being drawn when this is an image context (`UIGraphicsImageRenderer`,
    /// `UIGraphicsBeginImageContext`); nil for a view's drawing.
    let imageFormat: UIGraphicsImageRendererFormat?
    /// The view whose drawing this records, whose traits dynamic colors resolve with; nil for an image
    /// context or one made directly. Held only while the view records.
    let traitSource: UIView?
    /// The traits ``UITraitCollection/performAsCurrent(_:)`` (or the setter of ``UITraitCollection/current``)
    /// set while this context records; they win over the view's.
    var explicitTraits: UITraitCollection?
    /// The view's traits, computed when a dynamic color is first drawn: views that draw only fixed
    /// colors never compute them.
    private var sourceTraits: UITraitCollection?

    /// What ``UITraitCollection/current`` is while this context records; nil when it has no view and
    /// nothing was set (the runtime's current traits apply).
    var currentTraits: UITraitCollection? {
        if let explicitTraits { return explicitTraits }
        if let sourceTraits { return sourceTraits }
        guard let traitSource else { return nil }
        let traits = traitSource.traitCollection
        sourceTraits = traits
        return traits
    }

    /// `color` as drawn here: a dynamic color resolved with the current traits, so display lists hold
    /// only fixed colors.
    func resolved(_ color: UIColor) -> UIColor {
        color.isDynamic ? color.resolvedColor(with: UITraitCollection.current) : color
    }

    /// An empty context to record into directly: for tests and renderers. Views and image renderers make
    /// their own, sized to what they draw.
    public init() {
        drawingBounds = nil
        imageFormat = nil
        traitSource = nil
    }

    init(drawingBounds: CGRect?, imageFormat: UIGraphicsImageRendererFormat? = nil, traitSource: UIView? = nil) {
        self.drawingBounds = drawingBounds
        self.imageFormat = imageFormat
        self.traitSource = traitSource
    }

    /// Fills a rectangle in `color`, optionally with rounded corners, without touching the Core Graphics
    /// state: how a view's `backgroundColor` is recorded, with its layer's corner radius. Transparent
    /// colors and empty or non-finite rectangles record nothing.
    public func fill(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat = 0) {
        let color = resolved(color)
        guard !color.isFullyTransparent, rect.isDrawable else { return }
        commands.append(.fill(rect, color: color, cornerRadius: cornerRadius.validRadius))
    }

    /// Strokes the inside edge of a rectangle, `lineWidth` wide, as a layer's border is drawn (the
    /// engine draws `CALayer.borderWidth` with it). Nothing is recorded for a transparent color, a
    /// non-positive width or a bad rectangle.
    public func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat = 0) {
        let color = resolved(color)
        guard !color.isFullyTransparent, rect.isDrawable, lineWidth > 0, lineWidth.isFinite else { return }
        commands.append(.stroke(rect, color: color, lineWidth: lineWidth, cornerRadius: cornerRadius.validRadius))
    }

    /// Draws a straight line of `width` points; nothing for a transparent color or non-finite input.
    public func drawLine(from start: CGPoint, to end: CGPoint, color: UIColor, width: CGFloat) {
        let color = resolved(color)
        guard !color.isFullyTransparent, start.isFinite, end.isFinite, width > 0, width.isFinite else { return }
        commands.append(.line(from: start, to: end, color: color, width: width))
    }

    /// Fills the polygon through `points` (at least three, all finite; otherwise nothing is recorded).
    public func fillPolygon(_ points: [CGPoint], color: UIColor) {
        let color = resolved(color)
        guard !color.isFullyTransparent, points.count >= 3, points.allSatisfy(\.isFinite) else { return }
        commands.append(.polygon(points, color: color))
    }

    /// Draws `image` scaled into `rect`, tinted for a template image, at `alpha` (clamped to 1): what
    /// image views and buttons record for their images (their highlighted and disabled looks included).
    public func draw(_ image: UIImage, in rect: CGRect, tint: UIColor? = nil, alpha: CGFloat = 1) {
        guard rect.isDrawable, alpha > 0 else { return }
        commands.append(.image(image, in: rect, tint: tint.map(resolved), alpha: min(alpha, 1)))
    }

    /// Records text; once a Core Graphics call has made state, through it (transform, alpha, shadow:
    /// `applyingState(to:)`), as UIKit draws all text through the context's state.
    public func draw(_ run: TextRun) {
        var run = run
        if run.color.isDynamic { run.color = resolved(run.color) }
        guard !run.text.isEmpty, run.frame.isDrawable, !run.color.isFullyTransparent else { return }
        guard graphicsStates != nil else { return commands.append(.text(run)) }
        if let drawn = applyingState(to: run) { commands.append(.text(drawn)) }
    }

    // MARK: Current context

    @exclusivity(unchecked) private static var stack: [UIGraphicsContext] = []

    /// The context being recorded into, as `UIGraphicsGetCurrentContext()`; nil outside drawing.
    public static var current: UIGraphicsContext? { stack.last }

    /// Records `body` into a new context and returns its commands; `bounds` is the area the drawing
    /// lands in (a view's bounds), when there is one.
    /// `view`, when given, is the view whose drawing this is: dynamic colors resolve with its traits.
    public static func record(bounds: CGRect? = nil, _ body: (UIGraphicsContext) -> Void) -> [DisplayCommand] {
        record(bounds: bounds, view: nil, body)
    }

    static func record(bounds: CGRect?, view: UIView?, _ body: (UIGraphicsContext) -> Void) -> [DisplayCommand] {
        let context = UIGraphicsContext(drawingBounds: bounds, traitSource: view)
        withCurrent(context) { body(context) }
        context.closeOpenClips()
        return context.commands
    }

    /// Runs `body` with `context` current, then ends it — and, with a `graphics.unendedImageContext`
    /// warning, any image context `body` began and left open (`UIGraphicsBeginImageContext` without
    /// its `UIGraphicsEndImageContext`). Ending only `context` would leave the leaked one current for
    /// good: drawing calls made later, outside any drawing, would record into it without the
    /// `graphics.noContext` warning, and the next test would inherit it.
    static func withCurrent(_ context: UIGraphicsContext, _ body: () -> Void) {
        let depth = stack.count
        stack.append(context)
        body()
        if stack.count > depth + 1 {
            Diagnostics.warn("graphics.unendedImageContext",
                             "\(stack.count - depth - 1) image context(s) begun while drawing were not ended; ended now")
        }
        if stack.count > depth { stack.removeSubrange(depth...) }
    }

    /// Makes `context` the current one until ``removeCurrent(_:)``: an image context, which lives from
    /// `UIGraphicsBeginImageContext` to `UIGraphicsEndImageContext` or through an image renderer's
    /// actions.
    static func pushCurrent(_ context: UIGraphicsContext) {
        stack.append(context)
    }

    /// Ends `context` (see ``pushCurrent(_:)``): the innermost entry of it, normally the last.
    static func removeCurrent(_ context: UIGraphicsContext) {
        if let index = stack.lastIndex(where: { $0 === context }) { stack.remove(at: index) }
    }

    /// The innermost image context on the stack, which `UIGraphicsGetImageFromCurrentImageContext`
    /// and `UIGraphicsEndImageContext` act on, when it is the current context.
    static var currentImageContext: UIGraphicsContext? {
        guard let context = stack.last, context.imageFormat != nil else { return nil }
        return context
    }

    /// The current context, or nil with a diagnostic naming `caller`, as UIKit logs "invalid context
    /// 0x0" for drawing calls made outside drawing.
    static func currentOrWarning(_ caller: String) -> UIGraphicsContext? {
        guard let context = current else {
            Diagnostics.warn("graphics.noContext", "\(caller) called outside drawing (no current context); ignored")
            return nil
        }
        return context
    }

    /// Appends a command recorded by the Core Graphics calls.
    func append(_ command: DisplayCommand) {
        commands.append(command)
    }

    /// Replaces the last command recorded (one the caller just appended).
    func replaceLast(with command: DisplayCommand) {
        commands[commands.count - 1] = command
    }
}

/// The Core Graphics name of the drawing context: UIKit code declares `let context: CGContext`.
public typealias CGContext = UIGraphicsContext

/// The context a ``UIView/draw(_:)`` override records into, as UIKit's function of the same name.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContext.current
}

extension CGFloat {
    /// A corner radius a renderer can use: negative, NaN or infinite radii mean square corners.
    fileprivate var validRadius: CGFloat { isFinite ? Swift.max(self, 0) : 0 }
}

extension CGRect {
    /// Finite, non-empty rectangles are the only ones worth a command.
    var isDrawable: Bool {
        hasFiniteComponents && size.width > 0 && size.height > 0
    }
}
