import Foundation

/// The outline a mark sits in — the circle of `checkmark.circle`, the square of `plus.square`, the
/// triangle of `exclamationmark.triangle` — and the name part UIKit's symbol names give it.
///
/// Marks are placed for these boxes so that, even at `.black`, a cut-out mark (with its round ends)
/// stays clear of the container's stroke: the filled variant's hole never breaks through its edge.
enum SymbolContainer: Sendable {
    case circle
    case square
    case triangle

    var name: String {
        switch self {
        case .circle: "circle"
        case .square: "square"
        case .triangle: "triangle"
        }
    }

    /// The container's box on the design grid.
    var box: CGSize {
        switch self {
        case .circle, .square: CGSize(width: 20, height: 20)
        case .triangle: CGSize(width: 22, height: 21)
        }
    }

    /// Adds the container's outline to `path`.
    func addPath(to path: CGMutablePath) {
        switch self {
        case .circle:
            path.addEllipse(in: CGRect(origin: .zero, size: box))
        case .square:
            path.addRoundedRect(in: CGRect(origin: .zero, size: box), cornerWidth: 4.5, cornerHeight: 4.5)
        case .triangle:
            path.addLines(between: [CGPoint(x: 11, y: 0), CGPoint(x: 22, y: 21), CGPoint(x: 0, y: 21)])
            path.closeSubpath()
        }
    }
}
