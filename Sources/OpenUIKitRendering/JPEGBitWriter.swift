import Foundation

/// The bytes of a JPEG file being written: its marker segments, then the entropy-coded data bit by bit,
/// with T.81's byte stuffing (a 0 after every 0xFF) and the last byte padded with 1 bits.
struct JPEGBitWriter {
    private(set) var data = Data()
    private var buffer: UInt32 = 0
    private var bufferedBits = 0

    /// SOI, JFIF APP0, the two quantization tables (zigzag order), SOF0 for three components without
    /// subsampling, the four Huffman tables (`class << 4 | id`) and SOS.
    mutating func header(width: Int, height: Int, luminance: [UInt8], chrominance: [UInt8], zigzag: [Int],
                         tables: [(Int, HuffmanTable)]) {
        data.append(contentsOf: [0xFF, 0xD8])
        segment(0xE0, [0x4A, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0])  // "JFIF", 1.1, 1:1 aspect
        segment(0xDB, [0x00] + zigzag.map { luminance[$0] } + [0x01] + zigzag.map { chrominance[$0] })
        segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                       1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])
        segment(0xC4, tables.flatMap { id, table in
            [UInt8(id)] + table.counts.map { UInt8($0) } + table.symbols.map { UInt8($0) }
        })
        segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }

    /// A marker segment: 0xFF, the marker, a 16-bit length counting itself, the payload.
    private mutating func segment(_ marker: UInt8, _ payload: [UInt8]) {
        let length = payload.count + 2
        data.append(contentsOf: [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)])
        data.append(contentsOf: payload)
    }

    /// Appends a Huffman code.
    mutating func write(_ code: (bits: UInt32, length: Int)) {
        writeBits(code.bits, count: code.length)
    }

    /// Appends `value` in `bits` bits as T.81 codes magnitudes: as is when positive, minus one in
    /// two's complement (its low bits) when negative.
    mutating func writeValue(_ value: Int, bits: Int) {
        guard bits > 0 else { return }
        let encoded = value < 0 ? value - 1 : value
        writeBits(UInt32(truncatingIfNeeded: encoded) & ((1 << UInt32(bits)) - 1), count: bits)
    }

    private mutating func writeBits(_ bits: UInt32, count: Int) {
        guard count > 0 else { return }
        buffer = buffer << UInt32(count) | bits
        bufferedBits += count
        while bufferedBits >= 8 {
            let byte = UInt8(truncatingIfNeeded: buffer >> UInt32(bufferedBits - 8))
            data.append(byte)
            if byte == 0xFF { data.append(0) }
            bufferedBits -= 8
        }
        buffer &= (1 << UInt32(bufferedBits)) - 1
    }

    /// Pads the last byte with 1 bits and ends the file (EOI).
    mutating func finish() {
        if bufferedBits > 0 { writeBits((1 << UInt32(8 - bufferedBits)) - 1, count: 8 - bufferedBits) }
        data.append(contentsOf: [0xFF, 0xD9])
    }
}
