import Foundation

/// A 4×4 transform, as Core Animation's `CATransform3D`: the type of `CALayer.transform`.
///
/// Core Animation's matrices are applied to row vectors, as Core Graphics' are: a point `(x, y, z, 1)`
/// times the matrix, so `m41`, `m42` and `m43` are the translation and the upper-left 2×2 block with the
/// translation is the ``CGAffineTransform`` of a flat transform (``CATransform3DGetAffineTransform(_:)``).
/// `m34` gives perspective on iOS; OpenUIKit keeps it but draws every layer flattened to its affine part
/// (the README's "Differences from UIKit").
///
/// As the C struct imported into Swift, it has a memberwise initializer and `init()` makes every entry
/// zero; ``CATransform3DIdentity`` is the identity. Compare with ``CATransform3DEqualToTransform(_:_:)``.
public struct CATransform3D: Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: the perspective entry (`-1 / distance`), kept but not drawn.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// A transform from its sixteen entries, row by row, as the imported C struct's memberwise initializer.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The zero matrix, as `CATransform3D()` is in Swift (a zero-initialized C struct).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The entries row by row, for the functions that compute with the matrix.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether every entry is finite (field by field, without making ``entries``): a transform set on
    /// a view or layer must be.
    var isFinite: Bool {
        let row1 = m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
        let row2 = m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
        let row3 = m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
        let row4 = m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
        return row1 && row2 && row3 && row4
    }

    /// The transform with `entries` row by row (sixteen of them).
    init(entries e: [CGFloat]) {
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}
