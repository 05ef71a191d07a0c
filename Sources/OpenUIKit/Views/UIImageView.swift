import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The image is placed by ``UIView/contentMode`` (`.scaleToFill` by default, as UIKit's) and drawn as
/// one ``DisplayCommand/image(_:in:tint:alpha:)`` command. A resizable image (cap insets set) is
/// always stretched over the whole bounds, keeping its caps (the renderer draws the nine parts),
/// whatever the content mode: a resizable image exists to fill its view, and UIKit documents no other
/// placement of its caps, so this is OpenUIKit's pick (`UIImageResizableTests` pins it). A template image (``UIImage/RenderingMode/alwaysTemplate``)
/// is tinted with ``UIView/tintColor``, and so is a symbol image (``UIImage/isSymbolImage``) whose
/// mode is `.automatic`: UIKit draws symbols as templates unless they are `.alwaysOriginal`. A
/// symbol is shown with ``preferredSymbolConfiguration`` applied over its own. While ``isHighlighted``
/// the ``highlightedImage`` is shown when there is one. Like UIKit's, an image view does not take touches.
@MainActor
open class UIImageView: UIView {
    /// The image shown normally.
    open var image: UIImage? {
        didSet { if image != oldValue { displayedImageDidChange() } }
    }

    /// The image shown while ``isHighlighted``; nil shows ``image``.
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage != oldValue && isHighlighted { displayedImageDidChange() } }
    }

    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue && highlightedImage != nil { displayedImageDidChange() } }
    }

    /// The point size, weight and scale to show a symbol image with, applied over the image's own
    /// configuration, as UIKit's `preferredSymbolConfiguration`; ``image`` keeps the image as set.
    /// Images that are not symbols ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { displayedImageDidChange() } }
    }

    /// The last symbol shown with ``preferredSymbolConfiguration`` and the image made for it, so that
    /// redrawing and measuring reuse one image (images compare by identity, as display lists do).
    private var configuredSymbol: (source: UIImage, configuration: UIImage.SymbolConfiguration, shown: UIImage)?

    /// How the drawn image is changed from the original, as a button dims or darkens its image.
    var imageAdjustment: ImageAdjustment = .none {
        didSet { if imageAdjustment != oldValue { setNeedsDisplay() } }
    }

    /// Whether images with the `.automatic` rendering mode are tinted like templates, as UIKit's system
    /// buttons draw their images.
    var tintsAutomaticImages = false {
        didSet { if tintsAutomaticImages != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view sized to `image`, as UIKit's `init(image:)`.
    public convenience init(image: UIImage?, highlightedImage: UIImage? = nil) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Makes an empty image view that ignores touches (``UIView/isUserInteractionEnabled`` false), as
    /// UIKit's: an image in a button does not steal its taps.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image currently shown, before any symbol configuration.
    var displayedImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// The image drawn and measured: ``displayedImage``, a symbol with ``preferredSymbolConfiguration``
    /// applied over its own.
    var shownImage: UIImage? {
        guard let image = displayedImage else { return nil }
        guard image.isSymbolImage, let preferred = preferredSymbolConfiguration else { return image }
        if let configuredSymbol, configuredSymbol.source === image, configuredSymbol.configuration == preferred {
            return configuredSymbol.shown
        }
        let shown = image.withConfiguration(preferred)
        configuredSymbol = (image, preferred, shown)
        return shown
    }

    private func displayedImageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The shown image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The shown image's size; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? .zero
    }

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// `.image`, as UIKit's image view. Not an element by default (UIKit's default too): a decorative
    /// image is skipped until the app sets ``UIView/isAccessibilityElement`` and a label.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// Draws the shown image placed by ``UIView/contentMode`` (stretched over the bounds when it has cap
    /// insets), tinted when it renders as a template.
    open override func draw(_ rect: CGRect) {
        guard let image = shownImage, let context = UIGraphicsGetCurrentContext() else { return }
        let placed = image.capInsets == .zero ? contentMode.rect(forContentSize: image.size, in: rect) : rect
        let isTemplate = image.renderingMode == .alwaysTemplate
            || (image.renderingMode == .automatic && (tintsAutomaticImages || image.isSymbolImage))
        let tint = isTemplate ? tintColor : nil
        imageAdjustment.draw(image, in: placed, tint: tint, into: context)
    }
}
