import Foundation

/// Which corners of a layer ``CALayer/cornerRadius`` rounds, as Core Animation's `CACornerMask`
/// (``CALayer/maskedCorners``). In UIKit's coordinates, where y grows downwards, `MinY` is the top:
/// `.layerMinXMinYCorner` is the top-left corner, as on iOS.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits, Core Animation's values.
    public let rawValue: UInt

    /// A mask of the given bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// Every corner: the default of ``CALayer/maskedCorners``.
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
