import Foundation

/// Text through the Core Graphics state: what `draw(_:)` of a ``TextRun`` records once a Core
/// Graphics call has made state, so text drawn in code (and a label drawn by a subclass that
/// translates first) lands where the context's transform puts it, as in UIKit, where all text is drawn
/// through the context's CTM, clip, alpha and shadow.
extension UIGraphicsContext {
    /// `run` as the current state draws it: its frame mapped by the CTM, its colors multiplied by the
    /// global alpha, and the context's shadow under it when it has none of its own (``NSShadow`` or a
    /// label's shadow color); nil when nothing of it would show. The clip needs nothing: clips are
    /// commands around it.
    ///
    /// A translation, with a uniform positive scale or not, is drawn exactly (the font is scaled with
    /// the frame; Pango lays unhinted text out in proportion to its size). Text cannot be drawn rotated,
    /// flipped or skewed: under such a transform it is drawn upright, centred where the transform puts
    /// the frame's centre, at the size the transform's area scale gives, with a
    /// `graphics.textTransform` warning.
    func applyingState(to run: TextRun) -> TextRun? {
        var run = run
        let state = state
        let transform = state.transform
        if !transform.isIdentity {
            let frame = run.frame
            let scale: CGFloat
            if transform.b == 0, transform.c == 0, transform.a == transform.d, transform.a > 0 {
                scale = transform.a
                run.frame = frame.applying(transform)
            } else {
                Diagnostics.warn("graphics.textTransform",
                                 "text cannot be drawn rotated, flipped or skewed; drawn upright where the "
                                     + "transform puts it")
                scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
                let centre = CGPoint(x: frame.midX, y: frame.midY).applying(transform)
                let size = CGSize(width: frame.width * scale, height: frame.height * scale)
                run.frame = CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
                                   height: size.height)
            }
            guard scale.isFinite, scale > 0, run.frame.isDrawable else { return nil }
            if scale != 1 { run.font = run.font.withSize(run.font.pointSize * scale) }
        }
        if run.shadowColor == nil, let shadow = state.shadow {
            run.shadowColor = shadow.color
            run.shadowOffset = shadow.offset
        }
        if state.alpha < 1 {
            run.color = run.color.multiplyingAlpha(by: state.alpha)
            run.shadowColor = run.shadowColor?.multiplyingAlpha(by: state.alpha)
        }
        return run.color.isFullyTransparent ? nil : run
    }

    /// Fills `rect` (user space) with `color` through the current state — transform, alpha, shadow —
    /// leaving the fill color as it was: a text background (``NSAttributedString/Key/backgroundColor``).
    func fill(_ rect: CGRect, through color: UIColor) {
        let saved = state.fillColor
        state.fillColor = color
        fill(rect)
        state.fillColor = saved
    }
}
