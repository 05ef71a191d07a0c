import Foundation

/// What the start of a PNG file states, per the PNG specification: the 8-byte signature, then the IHDR
/// chunk (length, type "IHDR") whose first fields are the image's width and height in pixels, as
/// big-endian 32-bit numbers.
///
/// Read in two places that must agree: ``UIImage/init(named:in:)`` learns an image's size without
/// decoding it (the engine links no image library), and the renderer's decoder refuses a bad header
/// before libpng allocates for it.
package enum PNGHeader {
    /// The bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How many bytes ``pixelSize(_:)`` reads: signature, chunk length and type, width, height.
    package static let sizeFieldsEnd = 24

    /// Why a header states no usable size.
    package enum Problem: Error, Equatable {
        case badSignature
        case truncated
        case noHeaderChunk
        case emptyImage(width: Int, height: Int)
    }

    /// The pixel size the header declares.
    package static func pixelSize(_ bytes: [UInt8]) -> Result<(width: Int, height: Int), Problem> {
        guard bytes.count >= signature.count, bytes[0..<signature.count].elementsEqual(signature) else {
            return .failure(.badSignature)
        }
        guard bytes.count >= sizeFieldsEnd else { return .failure(.truncated) }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { return .failure(.noHeaderChunk) }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { return .failure(.emptyImage(width: width, height: height)) }
        return .success((width, height))
    }
}
