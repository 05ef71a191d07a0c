import Foundation

extension UIView {
    /// Which edges and dimensions of a view follow its superview's size, with UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The bits, with UIKit's values, so masks built from numbers mean the same.
        public let rawValue: UInt
        /// Takes UIKit's raw value as is.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The gap to the superview's left edge grows and shrinks with it, so the view stays put on the
        /// right.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width grows and shrinks with the superview's.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The gap to the superview's right edge grows and shrinks with it, so the view stays put on the
        /// left.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The gap to the superview's top edge grows and shrinks with it, so the view stays put at the
        /// bottom.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height grows and shrinks with the superview's.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The gap to the superview's bottom edge grows and shrinks with it, so the view stays put at the
        /// top.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies the autoresizing mask after the superview's size changed from `oldSize`.
    ///
    /// As UIKit's springs and struts: the change in the superview's width (height) is shared out
    /// among the flexible parts of this axis in proportion to their current lengths, or equally
    /// when they are all zero. A view with a transform is resized by its untransformed frame (its
    /// center and bounds), as Auto Layout places it.
    func resize(withOldSuperviewSize oldSize: CGSize) {
        guard !autoresizingMask.isEmpty, let superview else { return }
        let newSize = superview.bounds.size
        var frame = untransformedFrame
        (frame.origin.x, frame.size.width) = Self.distribute(
            delta: newSize.width - oldSize.width,
            leading: (frame.minX, autoresizingMask.contains(.flexibleLeftMargin)),
            length: (frame.width, autoresizingMask.contains(.flexibleWidth)),
            trailing: (oldSize.width - frame.maxX, autoresizingMask.contains(.flexibleRightMargin)))
        (frame.origin.y, frame.size.height) = Self.distribute(
            delta: newSize.height - oldSize.height,
            leading: (frame.minY, autoresizingMask.contains(.flexibleTopMargin)),
            length: (frame.height, autoresizingMask.contains(.flexibleHeight)),
            trailing: (oldSize.height - frame.maxY, autoresizingMask.contains(.flexibleBottomMargin)))
        setUntransformedFrame(frame)
    }

    private static func distribute(
        delta: CGFloat,
        leading: (CGFloat, Bool),
        length: (CGFloat, Bool),
        trailing: (CGFloat, Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        guard delta != 0 else { return (leading.0, length.0) }
        let shares = shares(leading: leading, length: length, trailing: trailing)
        return (leading.0 + delta * shares.origin, max(length.0 + delta * shares.length, 0))
    }

    /// The fractions of a change in the superview's length that move the origin and change the length
    /// of a view on one axis: the flexible parts share it in proportion to their current lengths, or
    /// equally when they are all zero; nothing when no part is flexible. Plain autoresizing and the
    /// autoresizing constraints of Auto Layout both follow them, so the two agree.
    nonisolated static func shares(
        leading: (CGFloat, Bool),
        length: (CGFloat, Bool),
        trailing: (CGFloat, Bool)
    ) -> (origin: CGFloat, length: CGFloat) {
        let flexible = [leading, length, trailing].filter(\.1)
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0) { $0 + max($1.0, 0) }
        func share(_ part: (CGFloat, Bool)) -> CGFloat {
            guard part.1 else { return 0 }
            return total > 0 ? max(part.0, 0) / total : 1 / CGFloat(flexible.count)
        }
        return (share(leading), share(length))
    }
}
