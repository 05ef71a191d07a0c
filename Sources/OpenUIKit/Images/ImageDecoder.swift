import Foundation

/// Turns encoded image data (PNG) into pixels.
///
/// The engine has no image codecs of its own (it links no C library): a runtime holds one
/// (``AppRuntime/imageDecoder``; the renderer's runtime has Cairo's). Decoding never traps: bad or truncated data yields an ``ImageDecodingError``
/// whose reason is logged by the caller.
public protocol ImageDecoder: Sendable {
    func decode(_ data: Data) -> Result<ImageBitmap, ImageDecodingError>
}
