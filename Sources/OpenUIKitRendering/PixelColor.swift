/// One pixel's color as 8-bit straight (not premultiplied) channels, for reading rendered pixels in
/// tests and tools.
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255, not premultiplied.
    public var red: UInt8
    /// The green channel, 0…255, not premultiplied.
    public var green: UInt8
    /// The blue channel, 0…255, not premultiplied.
    public var blue: UInt8
    /// The opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// A color from straight channels, opaque unless `alpha` says otherwise: what a test expects a pixel
    /// to be.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Un-premultiplies a Cairo ARGB32 pixel (premultiplied alpha, native byte order).
    public init(premultipliedARGB pixel: UInt32) {
        let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let value = (pixel >> shift) & 0xFF
            guard alpha > 0 else { return 0 }
            return UInt8(min((value * 255 + UInt32(alpha) / 2) / UInt32(alpha), 255))
        }
        self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: PixelColor, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue)
            && near(alpha, other.alpha)
    }

    /// The four channels, for test failures.
    public var description: String { "PixelColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
