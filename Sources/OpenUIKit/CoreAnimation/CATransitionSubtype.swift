import Foundation

/// The direction a motion ``CATransition`` (push, move-in, reveal) moves in, as Core Animation's
/// `CATransitionSubtype`: the side the motion starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name, as Core Animation's string constants.
    public let rawValue: String

    /// A subtype by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// From the right edge, moving left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge, moving right (also what no subtype does).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge, moving down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge, moving up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")

    /// The direction of the motion, as a unit of the layer's size.
    var direction: CGVector {
        switch self {
        case .fromRight: CGVector(dx: -1, dy: 0)
        case .fromTop: CGVector(dx: 0, dy: 1)
        case .fromBottom: CGVector(dx: 0, dy: -1)
        default: CGVector(dx: 1, dy: 0)
        }
    }
}
