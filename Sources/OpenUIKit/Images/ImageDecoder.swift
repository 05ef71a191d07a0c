import Foundation

/// Turns encoded image data (PNG) into pixels.
///
/// The engine has no image codecs of its own (it links no C library): the renderer installs one with
/// ``UIImage/decoder``. Decoding never traps: bad or truncated data yields an ``ImageDecodingError``
/// whose reason is logged by the caller.
public protocol ImageDecoder: Sendable {
    func decode(_ data: Data) -> Result<ImageBitmap, ImageDecodingError>
}

/// Why image data could not be decoded.
public struct ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
