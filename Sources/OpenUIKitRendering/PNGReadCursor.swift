/// The state of Cairo's PNG read callback: the bytes and how far libpng has read.
final class PNGReadCursor {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies the next `count` bytes to `destination`; false (a read error for libpng) when fewer remain,
    /// which is how truncated files end.
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
