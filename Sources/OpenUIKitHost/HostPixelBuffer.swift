/// The frame the renderer draws into: premultiplied ARGB32 pixels that survive from one frame to the
/// next, so a renderer can repaint only the dirty area.
struct HostPixelBuffer: ~Copyable {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let bytes: UnsafeMutableRawPointer

    /// A zeroed (transparent black) buffer of at least 1×1 pixels.
    init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        bytesPerRow = self.width * 4
        bytes = .allocate(byteCount: bytesPerRow * self.height, alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * self.height)
    }

    /// The address of the pixel at (`x`, `y`).
    func address(x: Int, y: Int) -> UnsafeMutableRawPointer {
        bytes + y * bytesPerRow + x * 4
    }

    deinit {
        bytes.deallocate()
    }
}
