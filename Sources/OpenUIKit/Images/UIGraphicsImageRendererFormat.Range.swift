import Foundation

extension UIGraphicsImageRendererFormat {
    /// The color range an image renderer's pixels hold, as UIKit's `UIGraphicsImageRendererFormat.Range`.
    ///
    /// Stored and handed back only: an image drawn in code here is a recorded drawing, rendered by a
    /// renderer in 8-bit sRGB whatever the range (no extended-range surfaces on this platform).
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }
}
