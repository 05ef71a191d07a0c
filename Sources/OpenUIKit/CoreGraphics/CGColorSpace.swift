/// A color space, as Core Graphics' `CGColorSpace`. Every OpenUIKit color is sRGB (or a gray level
/// in it), so the space is carried for source compatibility and changes nothing.
public final class CGColorSpace: Sendable {
    init() {}
}

/// The device RGB space, as `CGColorSpaceCreateDeviceRGB()`: what gradient code passes along.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace()
}
