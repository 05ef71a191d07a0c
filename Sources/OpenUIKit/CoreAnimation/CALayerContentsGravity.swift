import Foundation

/// How a layer's ``CALayer/contents`` image is placed in its bounds, as Core Animation's
/// `CALayerContentsGravity`.
///
/// The names are read in UIKit's coordinates: `.top` places the image at the top edge, as the
/// documentation describes it. (On iOS an unflipped layer shows `.top` at the bottom, a Core Animation
/// quirk apps correct with `isGeometryFlipped`; OpenUIKit keeps the documented meaning.)
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the gravity.
    public let rawValue: String

    /// A gravity by its Core Animation string; an unknown one places the image as ``resize``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Centered, at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centered horizontally at the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centered horizontally at the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centered vertically at the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centered vertically at the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds: the default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centered.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio, centered (the overflow shows unless the
    /// layer masks to its bounds).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where an image of `size` points is drawn in `bounds`.
    func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        func placed(_ size: CGSize, x: CGFloat, y: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
                   width: size.width, height: size.height)
        }
        switch self {
        case .center: return placed(size, x: 0.5, y: 0.5)
        case .top: return placed(size, x: 0.5, y: 0)
        case .bottom: return placed(size, x: 0.5, y: 1)
        case .left: return placed(size, x: 0, y: 0.5)
        case .right: return placed(size, x: 1, y: 0.5)
        case .topLeft: return placed(size, x: 0, y: 0)
        case .topRight: return placed(size, x: 1, y: 0)
        case .bottomLeft: return placed(size, x: 0, y: 1)
        case .bottomRight: return placed(size, x: 1, y: 1)
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let widthRatio = bounds.width / size.width, heightRatio = bounds.height / size.height
            let ratio = self == .resizeAspect ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            return placed(CGSize(width: size.width * ratio, height: size.height * ratio), x: 0.5, y: 0.5)
        default: return bounds
        }
    }
}
