import Foundation

/// Reading a color's components as UIKit's `getRed(_:green:blue:alpha:)`, `getWhite(_:alpha:)` and
/// `getHue(_:saturation:brightness:alpha:)`: each writes through the pointers it is given (nil ones
/// are skipped) and returns whether the color could be converted. Swift code calls them with `&`:
/// `color.getRed(&r, green: &g, blue: &b, alpha: &a)`. A dynamic color reports its light components
/// (UIKit's resolve with the current traits): resolve it first, `color.resolvedColor(with: traits)`.
extension UIColor {
    /// The RGB components. Every OpenUIKit color is sRGB or a gray level, both of which convert, so
    /// this always returns true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The gray level, for a color made as one (`UIColor(white:alpha:)`, `.black`, `.white`, `.gray`
    /// …). As in UIKit, an RGB color — even a gray one made with `init(red:green:blue:alpha:)` — does
    /// not convert: the pointers are left alone and the result is false.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard isGrayscale else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Hue, saturation and brightness, each 0…1 (hue 0 for grays, as UIKit reports). Always converts.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue)
        let delta = maximum - min(red, green, blue)
        var sixths: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                sixths = (green - blue) / delta
                if sixths < 0 { sixths += 6 }
            } else if maximum == green {
                sixths = 2 + (blue - red) / delta
            } else {
                sixths = 4 + (red - green) / delta
            }
        }
        hue?.pointee = sixths / 6
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }
}
