import Foundation

/// An affine transform, as Core Graphics' `CGAffineTransform`, which Foundation on Linux lacks.
///
/// The matrix is Core Graphics' `[a b 0; c d 0; tx ty 1]`, applied to row vectors: a point `(x, y)`
/// maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Angles are radians; in UIKit's flipped coordinates a
/// positive angle turns clockwise on screen, as on iOS.
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's top-left entry: x scale (with rotation, its cosine part).
    public var a: CGFloat
    /// The matrix's top-right entry: how much x feeds into y (rotation and skew).
    public var b: CGFloat
    /// The matrix's middle-left entry: how much y feeds into x (rotation and skew).
    public var c: CGFloat
    /// The matrix's middle entry: y scale (with rotation, its cosine part).
    public var d: CGFloat
    /// The translation along x, added after the linear part.
    public var tx: CGFloat
    /// The translation along y, added after the linear part.
    public var ty: CGFloat

    /// A transform from its six entries, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform from its six entries in order, as Core Graphics' `CGAffineTransform(_:_:_:_:_:_:)`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity, as `CGAffineTransform()` is on iOS.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing, as `CGAffineTransform.identity`: a view's default transform.
    public static let identity = CGAffineTransform()

    /// A translation, as `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin, as `CGAffineTransform(scaleX:y:)`; a negative factor mirrors.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, as `CGAffineTransform(rotationAngle:)`: positive turns
    /// clockwise on UIKit's flipped screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity, as `isIdentity`, so code can skip a transform that does nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`: a point is transformed by `self` first, as `concatenating(_:)`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Translates before `self`, as `translatedBy(x:y:)`: `CGAffineTransform(translationX:y:)
    /// .concatenating(self)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales before `self`, as `scaledBy(x:y:)`: `CGAffineTransform(scaleX:y:).concatenating(self)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates before `self`, as `rotated(by:)`: `CGAffineTransform(rotationAngle:).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a singular matrix (determinant 0) returns itself unchanged, as Core Graphics
    /// documents for `CGAffineTransformInvert`.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
