import Foundation

/// What a symbol image is made of: the catalogue's symbol, the configuration the image was made
/// with (as given, unresolved, so that ``UIImage/withConfiguration(_:)`` applies over it), and the
/// artwork at the configuration's weight.
struct SymbolImage: Sendable {
    let symbol: SystemSymbol
    let configuration: UIImage.SymbolConfiguration
    let artwork: SymbolArtwork

    init(_ symbol: SystemSymbol, configuration: UIImage.SymbolConfiguration) {
        self.symbol = symbol
        self.configuration = configuration
        self.artwork = symbol.artwork(weight: configuration.weight)
    }

    /// The image's size in points: the artwork's box and line width at the configuration's point size
    /// and scale.
    var size: CGSize { artwork.imageSize(pointsPerUnit: configuration.pointsPerUnit) }

    /// The drawing, in black, filling a rectangle of ``size`` at the origin: the image's ``UIImage/drawing``.
    var commands: [DisplayCommand] { artwork.commands(pointsPerUnit: configuration.pointsPerUnit) }
}
