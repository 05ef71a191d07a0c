import Foundation

/// Why image data could not be decoded.
public struct ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
