import Foundation

/// Everyday objects: person, gear, trash, bell, bookmark, house, paper plane, pencil, magnifying
/// glass, share — account, settings, delete, notify, save, home, send, edit, search and share buttons.
extension SystemSymbol {
    static let objects: [SystemSymbol] =
        outlineAndFill("person", width: 18, height: 20, addPerson)
        + outlineAndFill("bell", width: 18, height: 20, addBell)
        + outlineAndFill("bookmark", width: 14, height: 20) { path in
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 14, y: 0), CGPoint(x: 14, y: 20),
                                    CGPoint(x: 7, y: 14.5), CGPoint(x: 0, y: 20)])
            path.closeSubpath()
        }
        + outlineAndFill("paperplane", width: 20, height: 20) { path in
            path.addLines(between: [CGPoint(x: 0, y: 8.5), CGPoint(x: 20, y: 0), CGPoint(x: 11.5, y: 20),
                                    CGPoint(x: 9, y: 11)])
            path.closeSubpath()
        }
        + [
            SystemSymbol("gear", width: 20, height: 20) { canvas in
                canvas.stroke { path in
                    addGearTeeth(to: path)
                    path.addEllipse(in: CGRect(x: 6.8, y: 6.8, width: 6.4, height: 6.4))
                }
            },
            SystemSymbol("trash", width: 18, height: 20) { canvas in
                canvas.stroke { path in
                    path.addLines(between: [CGPoint(x: 0, y: 3.5), CGPoint(x: 18, y: 3.5)])
                    path.addLines(between: [CGPoint(x: 6, y: 3.5), CGPoint(x: 6.5, y: 0.5), CGPoint(x: 11.5, y: 0.5),
                                            CGPoint(x: 12, y: 3.5)])
                    path.addLines(between: [CGPoint(x: 2, y: 3.5), CGPoint(x: 3.2, y: 20), CGPoint(x: 14.8, y: 20),
                                            CGPoint(x: 16, y: 3.5)])
                    path.addLines(between: [CGPoint(x: 7, y: 8), CGPoint(x: 7.2, y: 16)])
                    path.addLines(between: [CGPoint(x: 11, y: 8), CGPoint(x: 10.8, y: 16)])
                }
            },
            SystemSymbol("house", width: 22, height: 19) { canvas in
                canvas.stroke { path in
                    path.addLines(between: [CGPoint(x: 3, y: 19), CGPoint(x: 3, y: 8.5), CGPoint(x: 11, y: 1.5),
                                            CGPoint(x: 19, y: 8.5), CGPoint(x: 19, y: 19)])
                    path.closeSubpath()
                    path.addLines(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 11, y: 0), CGPoint(x: 22, y: 10.5)])
                    path.addLines(between: [CGPoint(x: 8.5, y: 19), CGPoint(x: 8.5, y: 13), CGPoint(x: 13.5, y: 13),
                                            CGPoint(x: 13.5, y: 19)])
                }
            },
            SystemSymbol("pencil", width: 20, height: 20) { canvas in
                canvas.stroke { path in
                    // Drawn lying along the x axis from its tip, then turned 45° up and to the right.
                    let placed = CGAffineTransform(rotationAngle: -.pi / 4)
                        .concatenating(CGAffineTransform(translationX: 1.5, y: 18.5))
                    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4.5, y: -2.5), CGPoint(x: 21, y: -2.5),
                                            CGPoint(x: 21, y: 2.5), CGPoint(x: 4.5, y: 2.5)], transform: placed)
                    path.closeSubpath()
                    path.addLines(between: [CGPoint(x: 17, y: -2.5), CGPoint(x: 17, y: 2.5)], transform: placed)
                }
            },
            SystemSymbol("magnifyingglass", width: 19, height: 19) { canvas in
                canvas.stroke { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 14, height: 14))
                    path.addLines(between: [CGPoint(x: 12, y: 12), CGPoint(x: 19, y: 19)])
                }
            },
            SystemSymbol("square.and.arrow.up", width: 18, height: 22) { canvas in
                canvas.stroke { path in
                    path.addLines(between: [CGPoint(x: 5, y: 8), CGPoint(x: 0, y: 8), CGPoint(x: 0, y: 22),
                                            CGPoint(x: 18, y: 22), CGPoint(x: 18, y: 8), CGPoint(x: 13, y: 8)])
                    path.addLines(between: [CGPoint(x: 9, y: 0.5), CGPoint(x: 9, y: 14)])
                    path.addLines(between: [CGPoint(x: 5, y: 4.5), CGPoint(x: 9, y: 0.5), CGPoint(x: 13, y: 4.5)])
                }
            },
        ]

    /// A round head over rounded shoulders.
    private static func addPerson(to path: CGMutablePath) {
        path.addEllipse(in: CGRect(x: 4.5, y: 0.5, width: 9, height: 9))
        path.move(to: CGPoint(x: 0, y: 20))
        path.addCurve(to: CGPoint(x: 9, y: 12.5), control1: CGPoint(x: 0, y: 15.5), control2: CGPoint(x: 3.8, y: 12.5))
        path.addCurve(to: CGPoint(x: 18, y: 20), control1: CGPoint(x: 14.2, y: 12.5), control2: CGPoint(x: 18, y: 15.5))
        path.closeSubpath()
    }

    /// A dome on a flared rim, with the clapper under it as its own subpath.
    private static func addBell(to path: CGMutablePath) {
        path.move(to: CGPoint(x: 0.5, y: 16))
        path.addLine(to: CGPoint(x: 3, y: 13.5))
        path.addArc(center: CGPoint(x: 9, y: 8), radius: 6, startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
        path.addLine(to: CGPoint(x: 15, y: 13.5))
        path.addLine(to: CGPoint(x: 17.5, y: 16))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 7, y: 17.5, width: 4, height: 2.5))
    }

    /// Eight square-ended teeth round a ring: tooth tips at radius 10, roots at 7.8.
    private static func addGearTeeth(to path: CGMutablePath) {
        let center = CGPoint(x: 10, y: 10)
        let degree = CGFloat.pi / 180
        let points = (0..<8).flatMap { tooth -> [CGPoint] in
            let angle = CGFloat(tooth) * 45 * degree
            return [(-14, 7.8), (-8, 10), (8, 10), (14, 7.8)].map { offset, radius in
                CGPoint(x: center.x + radius * cos(angle + offset * degree),
                        y: center.y + radius * sin(angle + offset * degree))
            }
        }
        path.addLines(between: points)
        path.closeSubpath()
    }
}
