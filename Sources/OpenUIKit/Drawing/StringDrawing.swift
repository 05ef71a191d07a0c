import Foundation

/// Lays out and draws a string styled by one set of ``TextAttributes``, as UIKit's string drawing
/// (`NSString`/`NSAttributedString` `draw(at:)`, `draw(in:)`, `draw(with:options:…)`, `size(…)`,
/// `boundingRect(with:options:…)`) does — the one implementation behind all of them, so what is
/// measured is what is drawn.
///
/// Text is measured with the current runtime's ``AppRuntime/textMeasurer`` and drawn as one
/// ``TextRun`` (as ``UILabel`` draws), recorded into the current ``UIGraphicsContext`` through its
/// graphics state (``UIGraphicsContext/draw(_:)``). UIKit's semantics, from Apple's documentation:
/// - With ``NSStringDrawingOptions/usesLineFragmentOrigin`` (what `draw(in:)` and `draw(at:)` use)
///   the rectangle's origin is the top-left corner of the first line; lines wrap by the paragraph
///   style's line-break mode within the rectangle's width, its line spacing apart, and only lines that
///   fit its height whole are laid out — the rest are cut ("draws as much of the string as it can…
///   and clips the rest").
///   As in TextKit, a truncating or clipping line-break mode keeps a paragraph to one line.
///   ``NSStringDrawingOptions/truncatesLastVisibleLine`` ends the last line that fits with an ellipsis.
/// - Without it the string is one line (UIKit's single-line mode), truncated in the width by a
///   truncating line-break mode or `truncatesLastVisibleLine`, and otherwise cut at the width (as is
///   a paragraph kept to one line). UIKit takes the origin as the line's baseline there; here it is
///   the line's top-left corner, as with `usesLineFragmentOrigin` (the engine has no font ascent to
///   place a baseline).
/// - A width or height that is zero, negative or not finite means no limit, as code passes `.zero` or
///   `.greatestFiniteMagnitude` for "unlimited".
/// - Sizes are fractional, as the measurer lays the lines out (callers `ceil` them, as Apple advises).
/// - Lines are aligned by the paragraph style within the rectangle's width; with no width (`draw(at:)`)
///   within the widest line's.
@MainActor
struct StringDrawing {
    let text: String
    let attributes: TextAttributes

    /// Where a laid-out string goes: the run to draw, and the block of lines it fills (the text's
    /// bounds), both in the coordinates of the rectangle it was laid out in.
    struct Placement {
        var run: TextRun
        var bounds: CGRect
    }

    /// The size of the whole string with no width limit, as `size(withAttributes:)` and `size()`.
    func size() -> CGSize {
        placement(in: .zero, options: .usesLineFragmentOrigin)?.bounds.size ?? .zero
    }

    /// As `boundingRect(with:options:…)`: the size the string needs within `size`, at the origin.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        let bounds = placement(in: CGRect(origin: .zero, size: size), options: options)?.bounds ?? .zero
        context?.totalBounds = bounds
        return CGRect(origin: .zero, size: bounds.size)
    }

    /// As `draw(with:options:…)`; `draw(in:)` is `usesLineFragmentOrigin` in a rectangle and `draw(at:)`
    /// the same with no size. Outside drawing nothing is drawn and a `graphics.noContext` warning is
    /// logged, as UIKit logs "invalid context".
    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsContext.currentOrWarning("String drawing") else { return }
        guard rect.origin.isFinite, let placement = placement(in: rect, options: options) else {
            context?.totalBounds = .zero
            return
        }
        context?.totalBounds = placement.bounds
        if let background = attributes.backgroundColor {
            graphics.fill(placement.bounds, through: background)
        }
        graphics.draw(placement.run)
    }

    /// Lays the string out in `rect` (see the type's documentation); nil when nothing of it shows.
    func placement(in rect: CGRect, options: NSStringDrawingOptions) -> Placement? {
        guard !text.isEmpty else { return nil }
        let measurer = AppRuntime.current.textMeasurer
        let font = attributes.font
        // The size as given: `CGRect.width` would make a negative width positive.
        let width = rect.size.width.isFinite && rect.size.width > 0 ? rect.size.width : nil
        let height = rect.size.height.isFinite && rect.size.height > 0 ? rect.size.height : nil
        let lineFragments = options.contains(.usesLineFragmentOrigin)
        let truncates = options.contains(.truncatesLastVisibleLine)
        let wraps = lineFragments && [.byWordWrapping, .byCharWrapping].contains(attributes.lineBreakMode)
        var mode = attributes.lineBreakMode
        if !wraps && [.byWordWrapping, .byCharWrapping].contains(mode) {
            mode = truncates ? .byTruncatingTail : .byClipping
        }
        // A line that is not truncated is laid out unbounded, and cut at the rectangle's width.
        let truncating = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(mode)
        let measuredWidth = wraps || truncating ? width : nil
        func measure(lines: Int, mode: NSLineBreakMode) -> CGSize {
            measurer.unroundedSize(of: text, font: font, maxWidth: measuredWidth, numberOfLines: lines,
                                   lineBreakMode: mode, lineSpacing: attributes.lineSpacing, kern: attributes.kern)
        }
        var lines = wraps ? 0 : 1
        var size = measure(lines: lines, mode: mode)
        if lineFragments, let height, size.height > height {
            // Only whole lines that fit are laid out: k lines take k line heights and k - 1 spacings.
            let lineHeight = measure(lines: 1, mode: mode).height
            let spacing = attributes.lineSpacing
            let ratio = lineHeight > 0 ? ((height + spacing) / (lineHeight + spacing)).rounded(.down) : 0
            guard ratio.isFinite, ratio >= 1 else { return nil }
            let fitting = ratio < CGFloat(Int.max / 2) ? Int(ratio) : Int.max / 2
            if wraps {
                lines = fitting
                if truncates { mode = .byTruncatingTail }
                size = measure(lines: lines, mode: mode)
            }
        }
        guard size.width > 0, size.height > 0 else { return nil }
        let frameWidth = width ?? size.width.rounded(.up)
        // A line that runs past the rectangle is cut at it: what shows is at most its width.
        size.width = min(size.width, frameWidth)
        let origin = rect.origin
        let run = TextRun(text: text, frame: CGRect(x: origin.x, y: origin.y, width: frameWidth, height: size.height),
                          font: font, color: attributes.color, alignment: attributes.alignment, lineBreakMode: mode,
                          numberOfLines: lines, shadowColor: attributes.shadow?.drawnColor,
                          shadowOffset: attributes.shadow?.shadowOffset ?? .zero, lineSpacing: attributes.lineSpacing,
                          decoration: attributes.decoration)
        var x = origin.x
        switch attributes.alignment {
        case .center: x += (frameWidth - size.width) / 2
        case .right: x += frameWidth - size.width
        case .left, .justified, .natural: break
        }
        return Placement(run: run, bounds: CGRect(origin: CGPoint(x: x, y: origin.y), size: size))
    }
}
