import Foundation

/// What a symbol's drawing function draws on: collects ``SymbolArtwork/Part``s at one line width.
///
/// Symbols are written as a few calls on the design grid — `stroke` an outline, `solid` a filled
/// shape, `draw` a mark — so the catalogue files read as drawings, not as path arithmetic.
struct SymbolCanvas {
    /// The weight's stroke width on the design grid.
    let lineWidth: CGFloat
    private(set) var parts: [SymbolArtwork.Part] = []

    init(lineWidth: CGFloat) {
        self.lineWidth = lineWidth
    }

    /// The radius of a dot (``SymbolMark/dot(_:)``, the ellipsis' dots): a little more than the line's
    /// half width, so a dot reads as a dot next to lines of the same weight.
    var dotRadius: CGFloat { 0.5 + lineWidth * 0.5 }

    /// Strokes the path `build` makes with the line width, round caps and round joins.
    mutating func stroke(_ build: (CGMutablePath) -> Void) {
        parts.append(.stroke(Self.elements(build)))
    }

    /// Fills the path `build` makes, without a stroke (dots, whose size is their own).
    mutating func fill(_ build: (CGMutablePath) -> Void) {
        parts.append(.fill(Self.elements(build), rule: .winding))
    }

    /// A solid shape: the path filled and stroked, so its edge is where the outer edge of the same
    /// path's stroke is — a filled variant (`heart.fill`) covers exactly its outlined one (`heart`).
    /// Marks are cut out of the fill as holes (even-odd), as UIKit's filled symbols show their marks;
    /// they must lie inside the shape, clear of its stroke.
    mutating func solid(_ build: (CGMutablePath) -> Void, cuttingOut marks: [SymbolMark] = []) {
        let shape = Self.elements(build)
        let fill = CGMutablePath()
        fill.elements = shape
        for mark in marks { mark.addOutline(to: fill, lineWidth: lineWidth, dotRadius: dotRadius) }
        parts.append(.fill(fill.elements, rule: marks.isEmpty ? .winding : .evenOdd))
        parts.append(.stroke(shape))
    }

    /// Draws `marks` as lines: each arm a stroked line from the shared point (their round caps meet as a
    /// round join), each dot a filled circle.
    mutating func draw(_ marks: [SymbolMark]) {
        for mark in marks {
            switch mark {
            case let .arms(center, ends):
                stroke { path in
                    for end in ends {
                        path.move(to: center)
                        path.addLine(to: end)
                    }
                }
            case .dot:
                let radius = dotRadius, width = lineWidth
                fill { mark.addOutline(to: $0, lineWidth: width, dotRadius: radius) }
            }
        }
    }

    private static func elements(_ build: (CGMutablePath) -> Void) -> [PathElement] {
        let path = CGMutablePath()
        build(path)
        return path.elements
    }
}
