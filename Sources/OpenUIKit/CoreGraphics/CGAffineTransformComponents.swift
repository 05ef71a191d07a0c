import Foundation

/// An affine transform taken apart, as Core Graphics' `CGAffineTransformComponents` (iOS 16): the
/// transform is ``scale``, then ``horizontalShear``, then ``rotation``, then ``translation`` —
/// `[sx 0; 0 sy] · [1 0; sh 1] · [cos sin; −sin cos]`, then the translation, in Core Graphics' row-vector
/// matrices (`CGAffineTransform.h` draws the same product).
///
/// Block animations interpolate a view's transform in these components (see ``UIView/transform``), as
/// UIKit does: interpolating the six matrix entries would shrink a view halfway through a turn.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The initial scale along x and y; a mirrored transform has a negative height.
    public var scale: CGSize
    /// How much x grows with y after the scale, before the rotation.
    public var horizontalShear: CGFloat
    /// The rotation in radians, in (−π, π]: positive turns clockwise on UIKit's flipped screen.
    public var rotation: CGFloat
    /// The translation, applied last.
    public var translation: CGVector

    /// Components from their values; the defaults make the identity, as Core Graphics' initializer.
    public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0, rotation: CGFloat = 0,
                translation: CGVector = .zero) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}
