import OpenUIKitRendering

/// The pixel-by-pixel comparison of a rendering with its reference.
///
/// Pixels are compared as straight-alpha channels, so two premultiplied encodings of the same color
/// match. Buffers of different sizes are compared over the larger size: pixels that only one of them
/// has count as differing.
struct SnapshotDiff {
    let differingPixels: Int
    let largestChannelDifference: UInt8
    let sizesMatch: Bool
    /// Red where pixels differ (beyond the tolerance), the reference faded to 25% over white elsewhere.
    let image: PixelBuffer

    init(actual: PixelBuffer, reference: PixelBuffer, tolerance: SnapshotTolerance) {
        let width = max(actual.width, reference.width), height = max(actual.height, reference.height)
        var diffPixels = [UInt32](repeating: 0xFFFF_0000, count: width * height)
        var differing = 0
        var largest: UInt8 = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let a = actual.pixel(x: x, y: y), let r = reference.pixel(x: x, y: y) else {
                    differing += 1
                    continue
                }
                if a == r {
                    diffPixels[y * width + x] = Self.faded(r)
                    continue
                }
                let difference = Self.channelDifference(PixelColor(premultipliedARGB: a), PixelColor(premultipliedARGB: r))
                largest = max(largest, difference)
                if difference > tolerance.maxChannelDifference {
                    differing += 1
                } else {
                    diffPixels[y * width + x] = Self.faded(r)
                }
            }
        }
        differingPixels = differing
        largestChannelDifference = largest
        sizesMatch = actual.width == reference.width && actual.height == reference.height
        image = PixelBuffer(width: width, height: height, scale: actual.scale, pixels: diffPixels)!
    }

    private static func channelDifference(_ a: PixelColor, _ b: PixelColor) -> UInt8 {
        func distance(_ x: UInt8, _ y: UInt8) -> UInt8 { x > y ? x - y : y - x }
        return max(distance(a.red, b.red), distance(a.green, b.green), distance(a.blue, b.blue),
                   distance(a.alpha, b.alpha))
    }

    /// An opaque pixel: the reference color at 25% over white.
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let color = PixelColor(premultipliedARGB: pixel)
        func fade(_ channel: UInt8) -> UInt32 {
            let covered = UInt32(channel) * UInt32(color.alpha) / 255
            return (covered * 64 + 255 * (255 - UInt32(color.alpha) * 64 / 255)) / 255
        }
        return 0xFF00_0000 | fade(color.red) << 16 | fade(color.green) << 8 | fade(color.blue)
    }
}
