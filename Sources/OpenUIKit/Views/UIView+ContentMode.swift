import Foundation

extension UIView {
    /// How a view places content of a different size in its bounds, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// Where content of `contentSize` goes in `bounds` under this mode.
        public func rect(forContentSize contentSize: CGSize, in bounds: CGRect) -> CGRect {
            guard contentSize.width > 0, contentSize.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let widthRatio = bounds.width / contentSize.width
                let heightRatio = bounds.height / contentSize.height
                let ratio = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                let size = CGSize(width: contentSize.width * ratio, height: contentSize.height * ratio)
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                              width: size.width, height: size.height)
            default:
                return placed(contentSize, in: bounds)
            }
        }

        private func placed(_ size: CGSize, in bounds: CGRect) -> CGRect {
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
