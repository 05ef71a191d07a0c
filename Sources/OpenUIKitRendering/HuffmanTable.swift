/// A JPEG Huffman table as T.81 defines it (counts of codes per length, then the symbols), with the
/// canonical code of each symbol (Annex C) for ``JPEGWriter``.
struct HuffmanTable: Sendable {
    /// How many codes have each length from 1 to 16 bits.
    let counts: [Int]
    /// The symbols, shortest codes first.
    let symbols: [Int]
    /// The code of each symbol (0…255): its bits and their number; zero bits for symbols not in the table.
    let codes: [(bits: UInt32, length: Int)]

    init(counts: [Int], symbols: [Int]) {
        self.counts = counts
        self.symbols = symbols
        var codes = [(bits: UInt32, length: Int)](repeating: (0, 0), count: 256)
        var code: UInt32 = 0, next = 0
        for (index, count) in counts.enumerated() {
            for _ in 0..<count {
                codes[symbols[next]] = (code, index + 1)
                code += 1
                next += 1
            }
            code <<= 1
        }
        self.codes = codes
    }
}
