import Foundation

/// A layer that draws a string, as Core Animation's `CATextLayer`.
///
/// The text starts at the top of the bounds (not centred, as a label's is: a common surprise that
/// Core Animation code relies on), in ``font`` at ``fontSize`` and ``foregroundColor``, aligned by
/// ``alignmentMode``, on one line unless ``isWrapped``, cut as ``truncationMode`` says. An
/// `NSAttributedString` is drawn in the font and colour of its first character, as OpenUIKit's labels
/// draw one run (see the README's differences). Changes are not animated: `fontSize` and
/// `foregroundColor`, which Core Animation animates, apply at once.
open class CATextLayer: CALayer {
    var storedString: Any?
    var storedFont: CFTypeRef?
    var storedFontSize: CGFloat = 36
    var storedForegroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    var storedIsWrapped = false
    var storedAlignmentMode = CATextLayerAlignmentMode.natural
    var storedTruncationMode = CATextLayerTruncationMode.none

    /// A text layer with Core Animation's defaults: no string, Helvetica 36 pt, opaque white.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, text properties included when it is a text layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Returns nil, as ``CALayer``'s (no archives to decode from).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func takeProperties(of other: CALayer) {
        super.takeProperties(of: other)
        guard let other = other as? CATextLayer else { return }
        storedString = other.storedString
        storedFont = other.storedFont
        storedFontSize = other.storedFontSize
        storedForegroundColor = other.storedForegroundColor
        storedIsWrapped = other.storedIsWrapped
        storedAlignmentMode = other.storedAlignmentMode
        storedTruncationMode = other.storedTruncationMode
    }

    override func propertiesCopy() -> CALayer {
        CATextLayer(layer: self)
    }

    /// The text: a `String` or an `NSAttributedString`; anything else draws nothing.
    open var string: Any? {
        get { storedString }
        set { setPropertyUnchecked(.string) { storedString = newValue } }
    }

    /// The font: a ``UIFont`` (its face; the size comes from ``fontSize``) or a font's name as an
    /// `NSString`; nil is Helvetica, as Core Animation's default.
    open var font: CFTypeRef? {
        get { storedFont }
        set { setPropertyUnchecked(.font) { storedFont = newValue } }
    }

    /// The font's size in points: 36 by default, as Core Animation's. Non-finite or negative sizes are
    /// ignored.
    open var fontSize: CGFloat {
        get { storedFontSize }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            setProperty(.fontSize, from: storedFontSize, to: newValue) { storedFontSize = $0 }
        }
    }

    /// The text's colour: opaque white by default, as Core Animation's; nil draws nothing.
    open var foregroundColor: CGColor? {
        get { storedForegroundColor }
        set { setProperty(.foregroundColor, from: storedForegroundColor, to: newValue) { storedForegroundColor = $0 } }
    }

    /// Whether the text wraps onto more lines to fit the width (false by default).
    open var isWrapped: Bool {
        get { storedIsWrapped }
        set { setProperty(.isWrapped, from: storedIsWrapped, to: newValue) { storedIsWrapped = $0 } }
    }

    /// How lines are aligned: ``CATextLayerAlignmentMode/natural`` by default.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { storedAlignmentMode }
        set { setProperty(.alignmentMode, from: storedAlignmentMode, to: newValue) { storedAlignmentMode = $0 } }
    }

    /// Where text that does not fit is cut: ``CATextLayerTruncationMode/none`` by default.
    open var truncationMode: CATextLayerTruncationMode {
        get { storedTruncationMode }
        set { setProperty(.truncationMode, from: storedTruncationMode, to: newValue) { storedTruncationMode = $0 } }
    }

    /// Whether glyphs may snap to subpixel positions (stored; the renderer places them itself).
    open var allowsFontSubpixelQuantization = false

    // MARK: Drawing

    /// The text and its look, when there is something to draw: the string's, the attributed string's
    /// first character's attributes under the layer's own.
    private var run: (text: String, font: UIFont, color: UIColor)? {
        let text: String
        var color = storedForegroundColor.map { UIColor(cgColor: $0) }
        var attributedFont: UIFont?
        if let plain = storedString as? String {
            text = plain
        } else if let attributed = storedString as? NSAttributedString {
            text = attributed.string
            if attributed.length > 0 {
                let attributes = attributed.attributes(at: 0, effectiveRange: nil)
                attributedFont = attributes[.font] as? UIFont
                if let own = attributes[.foregroundColor] as? UIColor { color = own }
            }
        } else {
            return nil
        }
        guard !text.isEmpty, let color else { return nil }
        return (text, attributedFont ?? layerFont, color)
    }

    /// The font ``font`` names, at ``fontSize``.
    private var layerFont: UIFont {
        let size = storedFontSize
        if let font = storedFont as? UIFont { return font.withSize(size) }
        if let name = storedFont as? NSString, let named = UIFont(name: name as String, size: size) { return named }
        return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
    }

    override func appendClassContent(into commands: inout [DisplayCommand], bounds: CGRect) {
        guard let run, bounds.isDrawable else { return }
        let lineBreak = storedTruncationMode.lineBreakMode(wrapped: storedIsWrapped)
        let lines = storedIsWrapped ? 0 : 1
        // Top-aligned: the run is as tall as its text (a renderer centres a run vertically in its frame).
        var height = run.font.lineHeight
        if storedIsWrapped {
            height = AppRuntime.current.textMeasurer.size(of: run.text, font: run.font, maxWidth: bounds.width,
                                                          numberOfLines: 0, lineBreakMode: .byWordWrapping).height
        }
        let frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(height, bounds.height))
        commands.append(.text(TextRun(text: run.text, frame: frame, font: run.font, color: run.color,
                                      alignment: storedAlignmentMode.textAlignment, lineBreakMode: lineBreak,
                                      numberOfLines: lines)))
    }
}
