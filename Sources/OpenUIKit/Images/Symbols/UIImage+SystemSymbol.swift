import Foundation

/// System symbol images, as UIKit's `UIImage(systemName:)` family: vector images drawn from
/// OpenUIKit's own catalogue (``SystemSymbol``), sized and weighted by a ``SymbolConfiguration``.
extension UIImage {
    /// The system symbol `name`, as UIKit's `init(systemName:)`; nil when the catalogue has no such
    /// symbol (see ``init(systemName:withConfiguration:)``).
    @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn with `configuration`, as UIKit's
    /// `init(systemName:withConfiguration:)`.
    ///
    /// As UIKit, an unknown name returns nil; OpenUIKit also reports an `image.unknownSymbol` warning
    /// naming it, since its catalogue is smaller than iOS's and a missing symbol should be easy to
    /// find. The image's rendering mode is `.automatic`, which image views and buttons draw as a
    /// template in their tint color, as UIKit draws symbols. Its ``scale`` is the screen's
    /// (``UIScreen/main``), as a UIKit symbol image's is the display scale: the drawing stays sharp at
    /// any scale, and `pngData()` gives the screen's pixels. (Main actor only because ``Diagnostics``
    /// and ``UIScreen/main`` are.)
    @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let symbol = SystemSymbol.named(name) else {
            Diagnostics.warn("image.unknownSymbol",
                             "No system symbol named \"\(name)\" in OpenUIKit's catalogue; UIImage(systemName:) returns nil.")
            return nil
        }
        self.init(symbol: SymbolImage(symbol, configuration: configuration ?? .unspecified), scale: UIScreen.main.scale,
                  renderingMode: .automatic)
    }

    /// Whether the image is a symbol image, as UIKit's `isSymbolImage`.
    public var isSymbolImage: Bool { symbolImage != nil }

    /// The configuration a symbol image was made with, as UIKit's `symbolConfiguration`; nil for other
    /// images.
    public var symbolConfiguration: SymbolConfiguration? { symbolImage?.configuration }

    /// This image with `configuration` applied over its own, as UIKit's `withConfiguration(_:)`: a
    /// symbol is drawn again at the new point size, weight and scale, keeping its rendering mode.
    /// An image that is not a symbol has nothing a symbol configuration changes and is returned as is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let symbolImage else { return self }
        let combined = symbolImage.configuration.applying(configuration)
        guard combined != symbolImage.configuration else { return self }
        return UIImage(symbol: SymbolImage(symbolImage.symbol, configuration: combined), scale: scale,
                       renderingMode: renderingMode)
    }

    /// This symbol image with `configuration` applied over its own, as UIKit's
    /// `applyingSymbolConfiguration(_:)`; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
