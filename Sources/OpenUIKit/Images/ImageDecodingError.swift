import Foundation

/// Why image data could not be decoded.
public struct ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the data, in words (a bad signature, a truncated chunk, an image too large),
    /// for the log line the caller writes.
    public let reason: String

    /// An error saying why decoding failed: decoders return it instead of nil, so every refusal has a reason
    /// (UIKit's `UIImage(data:)` just returns nil).
    public init(reason: String) {
        self.reason = reason
    }

    /// The reason, as the log shows it.
    public var description: String { reason }
}
