import Foundation

extension UIScrollView {
    /// How fast the content slows down after a flick: the fraction of its speed kept each millisecond,
    /// as UIKit's `UIScrollView.DecelerationRate` (``normal`` 0.998, ``fast`` 0.99, as documented).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate: the content glides for a few seconds.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, as a paging or picker-like scroll view wants.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
