import Foundation

/// Chevrons and arrows: disclosure, back and forward, reload — open strokes whose round joins make
/// the point.
extension SystemSymbol {
    static let chevrons: [SystemSymbol] = [
        polyline("chevron.left", width: 9, height: 16, [(9, 0), (0, 8), (9, 16)]),
        polyline("chevron.right", width: 9, height: 16, [(0, 0), (9, 8), (0, 16)]),
        polyline("chevron.up", width: 16, height: 9, [(0, 9), (8, 0), (16, 9)]),
        polyline("chevron.down", width: 16, height: 9, [(0, 0), (8, 9), (16, 0)]),
        polyline("arrow.left", width: 18, height: 16, [(18, 8), (0, 8)], [(7.5, 0.5), (0, 8), (7.5, 15.5)]),
        polyline("arrow.right", width: 18, height: 16, [(0, 8), (18, 8)], [(10.5, 0.5), (18, 8), (10.5, 15.5)]),
        polyline("arrow.up", width: 16, height: 18, [(8, 18), (8, 0)], [(0.5, 7.5), (8, 0), (15.5, 7.5)]),
        polyline("arrow.down", width: 16, height: 18, [(8, 0), (8, 18)], [(0.5, 10.5), (8, 18), (15.5, 10.5)]),
        circularArrow("arrow.clockwise", clockwise: true),
        circularArrow("arrow.counterclockwise", clockwise: false),
    ]

    /// A symbol of open polylines, each given as design-grid points.
    private static func polyline(_ name: String, width: CGFloat, height: CGFloat,
                                 _ lines: [(CGFloat, CGFloat)]...) -> SystemSymbol {
        SystemSymbol(name, width: width, height: height) { canvas in
            canvas.stroke { path in
                for line in lines { path.addLines(between: line.map { CGPoint(x: $0.0, y: $0.1) }) }
            }
        }
    }

    /// Five sixths of a circle that turns (on screen) from beside the top round to the top, where an
    /// arrowhead points on into the gap, as reload arrows are drawn.
    private static func circularArrow(_ name: String, clockwise: Bool) -> SystemSymbol {
        SystemSymbol(name, width: 18, height: 20) { canvas in
            canvas.stroke { path in
                let turn: CGFloat = clockwise ? 1 : -1
                let top = -CGFloat.pi / 2
                // Increasing angles turn clockwise on UIKit's y-down screen: Core Graphics'
                // `clockwise: false`.
                path.addArc(center: CGPoint(x: 9, y: 12), radius: 8, startAngle: top + turn * .pi / 3,
                            endAngle: top + turn * 2 * .pi, clockwise: !clockwise)
                path.addLines(between: [CGPoint(x: 9 - turn * 3.5, y: 0.5), CGPoint(x: 9, y: 4),
                                        CGPoint(x: 9 - turn * 3.5, y: 7.5)])
            }
        }
    }
}
