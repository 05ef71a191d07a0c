import Foundation

/// Media transport: play, pause, stop, outlined and filled.
extension SystemSymbol {
    static let media: [SystemSymbol] =
        outlineAndFill("play", width: 16, height: 18) { path in
            path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 16, y: 9), CGPoint(x: 0, y: 18)])
            path.closeSubpath()
        }
        + outlineAndFill("pause", width: 14, height: 18) { path in
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 4, height: 18), cornerWidth: 1, cornerHeight: 1)
            path.addRoundedRect(in: CGRect(x: 10, y: 0, width: 4, height: 18), cornerWidth: 1, cornerHeight: 1)
        }
        + outlineAndFill("stop", width: 16, height: 16) { path in
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 16, height: 16), cornerWidth: 2.5, cornerHeight: 2.5)
        }
}
