import Foundation

/// A path as a display command draws it: its elements in user space and the context's current
/// transform (CTM) when it was painted, which maps them — and a stroke's width — into the view's
/// bounds coordinates, as Core Graphics strokes in user space.
public struct DisplayPath: Hashable, Sendable {
    /// The path's elements in user space.
    public var elements: [PathElement]
    /// The current transform when the path was painted: it maps the elements, and a stroke's width,
    /// into the view's bounds coordinates.
    public var transform: CGAffineTransform

    /// A path of `elements` painted under `transform`.
    public init(_ elements: [PathElement], transform: CGAffineTransform = .identity) {
        self.elements = elements
        self.transform = transform
    }

    /// The bounds (control points included, so never too small) in the view's coordinates;
    /// `outset` (user-space units, e.g. half a line width) is added around the path first.
    public func bounds(outset: CGFloat = 0) -> CGRect {
        let box = CGPath(elements: elements).boundingBox
        guard !box.isNull else { return .null }
        return box.insetBy(dx: -outset, dy: -outset).applying(transform)
    }
}
