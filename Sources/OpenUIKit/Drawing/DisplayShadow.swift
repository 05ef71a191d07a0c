import Foundation

/// A shadow painted under a shape, as `CGContext.setShadow(offset:blur:color:)` sets it: offset and
/// blur in the view's coordinates (Core Graphics does not apply the CTM to them).
public struct DisplayShadow: Hashable, Sendable {
    /// How far the shadow lies from the shape, in the view's coordinates.
    public var offset: CGSize
    /// How far past the shape the blur reaches, in points; 0 is a sharp shadow. A layer shadow
    /// (``DisplayCommand/shadow(_:_:rule:)``) is blurred by three box blurs of a third of it each, a
    /// Gaussian of standard deviation about a third of it; the shadows of filled and stroked paths
    /// are drawn sharp.
    public var blur: CGFloat
    /// The shadow's color, with its opacity.
    public var color: UIColor

    /// A shadow as `CGContext.setShadow(offset:blur:color:)` describes it.
    public init(offset: CGSize, blur: CGFloat, color: UIColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }

    /// The area the shadow of a shape covering `bounds` can paint: offset, grown by the blur.
    public func bounds(under bounds: CGRect) -> CGRect {
        bounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -blur, dy: -blur)
    }
}
