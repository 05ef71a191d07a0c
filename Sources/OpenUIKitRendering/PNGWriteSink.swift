import Foundation

/// Collects the bytes Cairo's PNG write callback produces.
final class PNGWriteSink {
    var data = Data()
}
