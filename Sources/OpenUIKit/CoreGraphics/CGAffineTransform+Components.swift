import Foundation

extension CGAffineTransform {
    /// The transform taken apart into scale, shear, rotation and translation, as Core Graphics'
    /// `decomposed()` (`CGAffineTransformDecompose`); ``init(_:)`` puts them back together.
    ///
    /// The rotation is the angle of the matrix's first row, the x scale its length; the y scale and the
    /// shear are the second row measured along and across it (negative y scale for a mirror). A first
    /// row of zero length takes the angle from the second row, so a transform that flattens x keeps
    /// its y part; a zero matrix is zero scales with no rotation.
    public func decomposed() -> CGAffineTransformComponents {
        var scaleX = (a * a + b * b).squareRoot()
        let rotation: CGFloat
        if scaleX > 0 {
            rotation = atan2(b, a)
        } else {
            rotation = c == 0 && d == 0 ? 0 : atan2(-c, d)
            scaleX = 0
        }
        let cosine = cos(rotation), sine = sin(rotation)
        // The second row is sy·(sh·u + v), with u = (cos, sin) and v = (−sin, cos) the rotated axes.
        let scaleY = -c * sine + d * cosine
        let along = c * cosine + d * sine
        let shear = scaleY != 0 ? along / scaleY : 0
        return CGAffineTransformComponents(scale: CGSize(width: scaleX, height: scaleY), horizontalShear: shear,
                                           rotation: rotation, translation: CGVector(dx: tx, dy: ty))
    }

    /// The transform made of `components`, as Core Graphics' `init(_:)`
    /// (`CGAffineTransformMakeWithComponents`): scale, then shear, then rotation, then translation.
    public init(_ components: CGAffineTransformComponents) {
        let cosine = cos(components.rotation), sine = sin(components.rotation)
        let sx = components.scale.width, sy = components.scale.height, shear = components.horizontalShear
        self.init(a: sx * cosine, b: sx * sine,
                  c: sy * (shear * cosine - sine), d: sy * (shear * sine + cosine),
                  tx: components.translation.dx, ty: components.translation.dy)
    }
}
