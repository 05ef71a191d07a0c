import Foundation

/// One system symbol drawn at one weight: its parts on the design grid, ready to become display
/// commands at any size.
///
/// The design grid is OpenUIKit's own: a full-height symbol is 20 units tall, and each symbol has its
/// own box (a chevron is narrower than a house). Strokes are centred on the box's lines, so the
/// image is the box plus one line width (half on each side): a heavier weight makes a slightly
/// larger image, as UIKit's bolder symbol variants are. Everything is drawn in black, which is what
/// `.alwaysOriginal` shows; a template draws the same shape in the tint color.
struct SymbolArtwork: Sendable, Equatable {
    /// A stroke with the artwork's line width (round caps and joins), or a fill.
    enum Part: Sendable, Equatable {
        case stroke([PathElement])
        case fill([PathElement], rule: CGPathFillRule)
    }

    /// The symbol's box on the design grid, before the line width is added around it.
    let box: CGSize
    /// The stroke width on the design grid (the weight's ``UIImage/SymbolWeight/designLineWidth``).
    let lineWidth: CGFloat
    let parts: [Part]

    /// The image's size in points when one design unit is `pointsPerUnit` points.
    func imageSize(pointsPerUnit: CGFloat) -> CGSize {
        CGSize(width: (box.width + lineWidth) * pointsPerUnit, height: (box.height + lineWidth) * pointsPerUnit)
    }

    /// The parts as display commands filling the image rectangle at `origin`: the design grid moved in
    /// by half a line width (so strokes on the box's edges stay inside) and scaled to points. The
    /// stroke width is in the path's user space, so it scales with the symbol, as a font's stems do.
    func commands(pointsPerUnit: CGFloat, origin: CGPoint = .zero) -> [DisplayCommand] {
        let inset = lineWidth / 2
        let transform = CGAffineTransform(translationX: inset, y: inset)
            .concatenating(CGAffineTransform(scaleX: pointsPerUnit, y: pointsPerUnit))
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
        let style = PathStrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
        return parts.map { part in
            switch part {
            case let .stroke(elements):
                .strokePath(DisplayPath(elements, transform: transform), color: .black, style: style, shadow: nil)
            case let .fill(elements, rule):
                .fillPath(DisplayPath(elements, transform: transform), color: .black, rule: rule, shadow: nil)
            }
        }
    }
}
