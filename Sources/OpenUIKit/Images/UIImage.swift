import Foundation

/// An immutable image, as UIKit's `UIImage`: a size in points, a scale, and the pixels or drawing
/// behind it.
///
/// The engine keeps only what layout and drawing need — size, scale, name, cap insets — plus the
/// content: an ``ImageBitmap`` that a renderer's decoder supplied, or, for an image drawn in code
/// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext`, symbols), the recorded ``drawing``
/// that a renderer draws wherever the image is drawn. The engine links no C library, so it cannot
/// rasterize; a drawing is a vector image of ``size`` at ``scale``. Like UIKit's, every image is immutable:
/// "changing" the cap insets returns a new image. Two images are equal only if they are the same object,
/// which is what UIKit's `isEqual:` does for images not loaded from the same asset.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How the center of a resizable image fills the space, as `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }

    /// Whether the image is drawn with its own colors or as a tinted mask, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// The size in points: pixels divided by ``scale``.
    public let size: CGSize
    /// 1, 2 or 3: how many pixels make one point along each axis.
    public let scale: CGFloat
    /// The resource name the image was loaded from, without scale suffix or extension.
    public let name: String?
    /// The pixels, if a decoder produced them; nil for images known only by size (e.g. in tests) and
    /// for images drawn in code.
    public let bitmap: ImageBitmap?
    /// The drawing of an image made in code: display commands in the image's own coordinates, points
    /// from (0, 0) to ``size``, clipped to that rectangle when drawn. A renderer draws it scaled into
    /// the rectangle the image is drawn in (a template tinted through its alpha, as a bitmap), so it
    /// stays sharp at any size. Nil for images made from pixels; ignored when ``bitmap`` is set.
    public let drawing: DisplayList?
    /// Whether ``drawing`` blends (``DisplayList/containsBlend``), known once: such a drawing is drawn
    /// into a bitmap of its own and that composited normally, as UIKit's image is its own bitmap, whose
    /// blend modes never reached what it is later drawn over. Kept so the images drawn every frame
    /// (symbols, plain drawings) pay no scan.
    public let drawingBlends: Bool
    /// The fixed edges of a resizable image; zero for a plain image.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills a larger size (`.tile` or `.stretch`), as
    /// `resizableImage(withCapInsets:resizingMode:)` set it.
    public let resizingMode: ResizingMode
    /// Whether the image draws its own colors or as a template in the tint color, as `renderingMode`;
    /// `.automatic` lets the drawing view decide (buttons and bar items tint symbol images).
    public let renderingMode: RenderingMode
    /// The system symbol the image draws, for images made by ``init(systemName:withConfiguration:)``.
    let symbolImage: SymbolImage?

    /// Creates an image of `size` points; `bitmap`, when given, holds `size × scale` pixels;
    /// `drawing`, when given, is the image's content recorded in code (see ``drawing``).
    ///
    /// A size or scale that is negative or not finite becomes 0 (size) or 1 (scale). Cap insets that
    /// ``resizableImage(withCapInsets:resizingMode:)`` would refuse — negative, not finite, or together
    /// wider or taller than the image — are dropped (the image is not resizable), so no drawing or
    /// cap-width arithmetic ever sees them. Unlike `resizableImage`, this initializer cannot warn:
    /// it is not main-actor isolated (images are made on any thread, as UIKit's), and ``Diagnostics`` is.
    public init(
        size: CGSize,
        scale: CGFloat = 1,
        bitmap: ImageBitmap? = nil,
        drawing: DisplayList? = nil,
        name: String? = nil,
        capInsets: UIEdgeInsets = .zero,
        resizingMode: ResizingMode = .tile,
        renderingMode: RenderingMode = .automatic
    ) {
        func finiteNonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        self.size = CGSize(width: finiteNonNegative(size.width), height: finiteNonNegative(size.height))
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.bitmap = bitmap
        self.drawing = drawing
        self.drawingBlends = drawing?.containsBlend ?? false
        self.name = name
        self.capInsets = Self.capInsets(capInsets, fit: self.size) ? capInsets : .zero
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.symbolImage = nil
    }

    /// A system symbol image (see `UIImage+SystemSymbol.swift`): a drawing of the symbol's size, whose
    /// `scale` is the pixels per point it is rasterized at when it must be (`pngData()`).
    init(symbol: SymbolImage, scale: CGFloat, renderingMode: RenderingMode) {
        self.size = symbol.size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.bitmap = nil
        self.drawing = DisplayList(symbol.commands)
        self.drawingBlends = false  // symbol artwork only fills and strokes
        self.name = symbol.symbol.name
        self.capInsets = .zero
        self.resizingMode = .tile
        self.renderingMode = renderingMode
        self.symbolImage = symbol
    }

    /// Creates an image from decoded pixels at `scale`.
    public convenience init(bitmap: ImageBitmap, scale: CGFloat = 1, name: String? = nil) {
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        self.init(
            size: CGSize(width: CGFloat(bitmap.width) / safeScale, height: CGFloat(bitmap.height) / safeScale),
            scale: safeScale, bitmap: bitmap, name: name
        )
    }

    /// An empty image: size zero, no content, as UIKit's `UIImage()`. Drawing it draws nothing.
    public convenience init() {
        self.init(size: .zero)
    }

    /// A copy with other cap insets, mode or rendering mode; everything else is shared. A symbol image
    /// keeps only the rendering mode: it is drawn whole at its configuration's size, never in nine parts.
    func copy(
        capInsets: UIEdgeInsets? = nil,
        resizingMode: ResizingMode? = nil,
        renderingMode: RenderingMode? = nil
    ) -> UIImage {
        if let symbolImage {
            return UIImage(symbol: symbolImage, scale: scale, renderingMode: renderingMode ?? self.renderingMode)
        }
        return UIImage(
            size: size, scale: scale, bitmap: bitmap, drawing: drawing, name: name,
            capInsets: capInsets ?? self.capInsets,
            resizingMode: resizingMode ?? self.resizingMode,
            renderingMode: renderingMode ?? self.renderingMode
        )
    }

    /// The same image drawn with its own colors or as a template, as `withRenderingMode(_:)`.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        copy(renderingMode: mode)
    }

    /// Identity: two images are equal only if they are the same object. UIKit's `isEqual(_:)` compares
    /// the image data instead; here two images decoded from the same file are not equal, and comparing
    /// costs no pixel scan.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name, size, scale and cap insets, for test failures and logs.
    public var description: String {
        "UIImage(\(name ?? "unnamed"), \(size.width)×\(size.height) @\(scale)x, caps \(capInsets))"
    }
}
