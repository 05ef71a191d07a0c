import Foundation
import Testing
@testable import OpenUIKit

/// A layer's rounded shape (``CALayer/roundedShape(in:)``), whose last few are kept by the bounds,
/// radius and corners they were made for: a kept one is the shape made anew, and a change of any of
/// those gives another.
@MainActor
@Suite struct CALayerRoundedShapeTests {
    /// The shape made anew, as `roundedShape(in:)` made it before shapes were kept.
    private func made(_ bounds: CGRect, radius: CGFloat, corners: CACornerMask) -> DisplayPath {
        let radius = min(radius, bounds.width / 2, bounds.height / 2)
        func size(_ corner: CACornerMask) -> CGSize { corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero }
        let path = CGMutablePath()
        path.addRoundedRect(bounds, topLeft: size(.layerMinXMinYCorner), topRight: size(.layerMaxXMinYCorner),
                            bottomRight: size(.layerMaxXMaxYCorner), bottomLeft: size(.layerMinXMaxYCorner), transform: .identity)
        return DisplayPath(path.elements)
    }

    @Test func aKeptShapeFollowsTheLayersCornersAndBounds() {
        let layer = CALayer()
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        layer.cornerRadius = 10
        let first = layer.roundedShape(in: bounds)
        #expect(first == made(bounds, radius: 10, corners: .all))
        #expect(layer.roundedShape(in: bounds) == first, "asked again")
        // Another layer with the same corners gets the same shape.
        let other = CALayer()
        other.cornerRadius = 10
        #expect(other.roundedShape(in: bounds) == first)
        layer.cornerRadius = 24
        #expect(layer.roundedShape(in: bounds) == made(bounds, radius: 24, corners: .all))
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(layer.roundedShape(in: bounds) == made(bounds, radius: 24, corners: layer.maskedCorners))
        let smaller = CGRect(x: 5, y: 5, width: 30, height: 20)
        #expect(layer.roundedShape(in: smaller) == made(smaller, radius: 24, corners: layer.maskedCorners), "clamped to the bounds")
        // More shapes than are kept: the first is made again, the same.
        for radius in 1...6 { layer.cornerRadius = CGFloat(radius); _ = layer.roundedShape(in: bounds) }
        #expect(other.roundedShape(in: bounds) == first)
    }
}
