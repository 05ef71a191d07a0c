import Foundation
import OpenUIKit

/// A baseline JPEG encoder (ITU T.81), in Swift: Cairo writes no JPEG, and the engine's promise of
/// `UIImage.jpegData(compressionQuality:)` should not need another C library.
///
/// Sequential DCT with Huffman coding, 8-bit Y′CbCr without chroma subsampling, the example
/// quantization and Huffman tables of the standard's Annex K, the quantization scaled by quality as
/// the Independent JPEG Group's library scales it (so quality 0.5 gives those tables as they stand).
/// JPEG has no alpha: premultiplied pixels are written as they are, i.e. composited over black, as an
/// image with transparency comes out of UIKit's `jpegData`.
struct JPEGWriter {
    /// Annex K.1's luminance and chrominance quantization tables, row by row.
    private static let luminanceQuantization: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    private static let chrominanceQuantization: [Int] = [
        17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99,
        47, 66, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
    ]
    /// The zigzag order: the row-major index of the n-th coefficient sent.
    private static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14,
        21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53,
        60, 61, 54, 47, 55, 62, 63,
    ]

    /// Annex K.3's Huffman tables: how many codes of each length 1…16, then the symbols.
    private static let luminanceDC = HuffmanTable(counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
                                                  symbols: Array(0...11))
    private static let chrominanceDC = HuffmanTable(counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
                                                    symbols: Array(0...11))
    private static let luminanceAC = HuffmanTable(counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D], symbols: [
        0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71,
        0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72,
        0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x34, 0x35, 0x36, 0x37,
        0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59,
        0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83,
        0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3,
        0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3,
        0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
        0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ])
    private static let chrominanceAC = HuffmanTable(counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77], symbols: [
        0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22,
        0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1,
        0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x35, 0x36,
        0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58,
        0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A,
        0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A,
        0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA,
        0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
        0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ])

    /// `cos((2x + 1)uπ / 16)`, at `[u * 8 + x]`.
    private static let cosines: [Double] = (0..<64).map { (index: Int) -> Double in
        let x = Double(2 * (index % 8) + 1), u = Double(index / 8)
        return cos(x * u * Double.pi / 16)
    }

    /// `bitmap` as JPEG data at `quality` (0 smallest … 1 best; values outside are clamped); nil for an
    /// empty bitmap or one whose sides do not fit JPEG's 16-bit fields.
    static func jpegData(of bitmap: ImageBitmap, quality: CGFloat) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 0xFFFF, bitmap.height <= 0xFFFF else { return nil }
        let percent = quality.isNaN ? 50 : Int((min(max(quality, 0), 1) * 100).rounded())
        let luminance = scaled(luminanceQuantization, percent: percent)
        let chrominance = scaled(chrominanceQuantization, percent: percent)
        var out = JPEGBitWriter()
        out.header(width: bitmap.width, height: bitmap.height, luminance: luminance.map { UInt8($0) },
                   chrominance: chrominance.map { UInt8($0) }, zigzag: zigzag,
                   tables: [(0x00, luminanceDC), (0x10, luminanceAC), (0x01, chrominanceDC), (0x11, chrominanceAC)])
        var previousDC = [0, 0, 0]
        var planes = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
        for blockY in stride(from: 0, to: bitmap.height, by: 8) {
            for blockX in stride(from: 0, to: bitmap.width, by: 8) {
                fillBlock(&planes, of: bitmap, x: blockX, y: blockY)
                for component in 0..<3 {
                    let isLuma = component == 0
                    let coefficients = quantizedDCT(planes[component], table: isLuma ? luminance : chrominance)
                    encode(coefficients, previousDC: &previousDC[component], dc: isLuma ? luminanceDC : chrominanceDC,
                           ac: isLuma ? luminanceAC : chrominanceAC, into: &out)
                }
            }
        }
        out.finish()
        return out.data
    }

    /// A quantization table scaled by quality percent, as the IJG library scales it.
    private static func scaled(_ table: [Int], percent: Int) -> [Int] {
        let clamped = min(max(percent, 1), 100)
        let factor = clamped < 50 ? 5000 / clamped : 200 - clamped * 2
        return table.map { min(max(($0 * factor + 50) / 100, 1), 255) }
    }

    /// The 8×8 block at (`x`, `y`) as level-shifted Y′, Cb and Cr (JFIF's conversion), edges repeated
    /// past the bitmap.
    private static func fillBlock(_ planes: inout [[Double]], of bitmap: ImageBitmap, x: Int, y: Int) {
        for row in 0..<8 {
            let sourceY = min(y + row, bitmap.height - 1)
            for column in 0..<8 {
                let pixel = bitmap.pixels[sourceY * bitmap.width + min(x + column, bitmap.width - 1)]
                let red = Double((pixel >> 16) & 0xFF), green = Double((pixel >> 8) & 0xFF), blue = Double(pixel & 0xFF)
                let index = row * 8 + column
                planes[0][index] = 0.299 * red + 0.587 * green + 0.114 * blue - 128
                planes[1][index] = -0.168_736 * red - 0.331_264 * green + 0.5 * blue
                planes[2][index] = 0.5 * red - 0.418_688 * green - 0.081_312 * blue
            }
        }
    }

    /// The block's DCT coefficients divided by `table` and rounded, in zigzag order.
    private static func quantizedDCT(_ block: [Double], table: [Int]) -> [Int] {
        var rows = [Double](repeating: 0, count: 64)  // the 1-D DCT of each row
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += block[y * 8 + x] * cosines[u * 8 + x] }
                rows[y * 8 + u] = sum * (u == 0 ? 1 / 2.0.squareRoot() : 1) / 2
            }
        }
        var result = [Int](repeating: 0, count: 64)
        for (order, index) in zigzag.enumerated() {
            let v = index / 8, u = index % 8
            var sum = 0.0
            for y in 0..<8 { sum += rows[y * 8 + u] * cosines[v * 8 + y] }
            let coefficient = sum * (v == 0 ? 1 / 2.0.squareRoot() : 1) / 2
            result[order] = Int((coefficient / Double(table[index])).rounded())
        }
        return result
    }

    /// Huffman-codes one block's coefficients (zigzag order): the DC difference, then runs of zeros
    /// and values, as T.81's F.1.2.
    private static func encode(_ coefficients: [Int], previousDC: inout Int, dc: HuffmanTable, ac: HuffmanTable,
                               into out: inout JPEGBitWriter) {
        let difference = coefficients[0] - previousDC
        previousDC = coefficients[0]
        let dcSize = magnitudeBits(difference)
        out.write(dc.codes[dcSize])
        out.writeValue(difference, bits: dcSize)
        var zeros = 0
        for coefficient in coefficients.dropFirst() {
            guard coefficient != 0 else {
                zeros += 1
                continue
            }
            while zeros >= 16 {
                out.write(ac.codes[0xF0])  // sixteen zeros
                zeros -= 16
            }
            let size = magnitudeBits(coefficient)
            out.write(ac.codes[zeros << 4 | size])
            out.writeValue(coefficient, bits: size)
            zeros = 0
        }
        if zeros > 0 { out.write(ac.codes[0x00]) }  // end of block
    }

    /// How many bits the magnitude of `value` takes (its JPEG category).
    private static func magnitudeBits(_ value: Int) -> Int {
        value == 0 ? 0 : Int.bitWidth - abs(value).leadingZeroBitCount
    }
}
