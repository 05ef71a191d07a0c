import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// The label measures its text with ``AppRuntime/textMeasurer`` (the current runtime's) (the renderer's, or the deterministic
/// estimate in tests) for ``intrinsicContentSize`` and ``sizeThatFits(_:)``, and draws it as one
/// ``TextRun`` centred vertically in its bounds, as UIKit draws labels. Every property that changes
/// the text's look redraws the label; those that change its size also invalidate the intrinsic size.
/// Like UIKit's, a label does not take touches (``UIView/isUserInteractionEnabled`` is false).
@MainActor
open class UILabel: UIView {
    // `@exclusivity(unchecked)` below: main-actor state; the checks were 13 % of a dispatch-only click and
    // 2.9 % of a modal cycle (docs/Performance.md, "Exclusivity checks").
    /// The text shown; nil or empty draws nothing and has a zero intrinsic size. Setting it always
    /// clears ``attributedText``, even to the string that already shows: as UIKit, the label then draws
    /// with its own ``font`` and ``textColor``.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            let hadAttributes = storedAttributedText != nil
            storedAttributedText = nil
            if text != oldValue || hadAttributes { textLayoutDidChange() }
        }
    }

    @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?
    /// Recent measurements, kept until the text's layout changes.
    @exclusivity(unchecked) private var measuredSizes = TextSizeCache()

    /// Styled text. The label draws one run, so the `.font` and `.foregroundColor` attributes of the
    /// first character apply to the whole text (a UIKit label styles each run; see the README).
    /// Setting it sets ``text`` to its string; setting nil clears the text.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            let changed = newValue != storedAttributedText
            // Setting `text` clears the attributes (and redraws), so they are stored after it.
            let textChanges = text != newValue?.string
            if textChanges { text = newValue?.string }
            storedAttributedText = newValue
            if changed && !textChanges { textLayoutDidChange() }
        }
    }

    /// The font; the system font at 17 pt by default, as UIKit's. Setting nil restores the default.
    @exclusivity(unchecked) open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            if font != oldValue { textLayoutDidChange() }
        }
    }

    /// The text color; black (`.label`) by default. Setting nil restores the default.
    @exclusivity(unchecked) open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            if textColor != oldValue { setNeedsDisplay() }
        }
    }

    /// How lines are aligned horizontally; `.natural` (left-to-right here) by default.
    @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines to show; 0 means as many as needed. 1 by default. Negative values become 0.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if numberOfLines != oldValue { textLayoutDidChange() }
        }
    }

    /// How text that does not fit is wrapped or truncated; `.byTruncatingTail` by default.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textLayoutDidChange() } }
    }

    /// The color of the text's shadow; nil (no shadow) by default.
    @exclusivity(unchecked) open var shadowColor: UIColor? {
        didSet { if shadowColor != oldValue { setNeedsDisplay() } }
    }

    /// The shadow's offset; (0, -1) by default, as UIKit's.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue { setNeedsDisplay() } }
    }

    /// Whether text too wide for the label is drawn in a smaller font, down to ``minimumScaleFactor``
    /// of ``font``'s size, as UIKit's; false by default. A multi-line label (``numberOfLines`` other than
    /// 1) shrinks until its wrapped lines fit its height. The label's ``font`` and
    /// ``intrinsicContentSize`` stay the full size (`UILabel+FontAdjustment.swift`).
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest scale of ``font`` that ``adjustsFontSizeToFitWidth`` may draw with, from 0 to 1; 0
    /// by default, which Apple documents as "the current font size is used as the smallest font size":
    /// nothing shrinks until it is set. Values outside 0...1 (and NaN) are clamped, NaN to 0.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            let clamped = minimumScaleFactor.isNaN ? 0 : min(max(minimumScaleFactor, 0), 1)
            if clamped != minimumScaleFactor { minimumScaleFactor = clamped }
            if minimumScaleFactor != oldValue { setNeedsDisplay() }
        }
    }

    /// Where text drawn smaller to fit goes, relative to the full-size text; `.alignBaselines` by
    /// default. Only a one-line label applies it, as Apple documents.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { if baselineAdjustment != oldValue { setNeedsDisplay() } }
    }

    /// The width a multi-line label wraps to when computing ``intrinsicContentSize``; 0 means no limit.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            measuredSizes.intrinsic = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// Makes an empty label that ignores touches (``UIView/isUserInteractionEnabled`` false), as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Returns nil: there are no nibs to decode from (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func textLayoutDidChange() {
        measuredSizes.removeAll()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The runtime's text measurer changed: the sizes measured with the old one are forgotten, and the
    /// label's owner lays it out again (a button places its title label from the label's size).
    func forgetMeasuredText() {
        textLayoutDidChange()
        superview?.setNeedsLayout()
    }

    // MARK: Sizing

    /// The size of the text on one line (or wrapped to ``preferredMaxLayoutWidth`` when set and
    /// ``numberOfLines`` is not 1); zero for no text, as UIKit.
    /// Kept until the text, its look or the limit changes (``TextSizeCache/intrinsic``), as UIKit's.
    open override var intrinsicContentSize: CGSize {
        if let size = measuredSizes.intrinsic { return size }
        let limit = preferredMaxLayoutWidth > 0 && numberOfLines != 1 ? preferredMaxLayoutWidth : nil
        let size = measureText(maxWidth: limit, numberOfLines: numberOfLines)
        measuredSizes.intrinsic = size
        return size
    }

    /// The size of the text wrapped to `size.width` (when positive), limited to ``numberOfLines``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let limit = size.width.isFinite && size.width > 0 ? size.width : nil
        return measureText(maxWidth: limit, numberOfLines: numberOfLines)
    }

    /// Where the text is drawn within `bounds`: its measured height, centred vertically, with the full
    /// width (the alignment places lines within it), as UIKit's `textRect(forBounds:limitedToNumberOfLines:)`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let measured = measureText(maxWidth: bounds.width > 0 ? bounds.width : nil, numberOfLines: numberOfLines)
        let height = min(measured.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }

    private func measureText(maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        if let size = measuredSizes.size(maxWidth: maxWidth, numberOfLines: numberOfLines) { return size }
        let measurer = owningRuntime.textMeasurer
        let kern = leadingAttributes?.kern ?? 0
        let size: CGSize
        if kern == 0 {
            size = measurer.size(of: text, font: effectiveFont, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                 lineBreakMode: lineBreakMode)
        } else {
            // Kerned text (`.kern`) is measured kerned, as UIKit's, rounded up as every size here.
            let kerned = measurer.unroundedSize(of: text, font: effectiveFont, maxWidth: maxWidth,
                                                numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                                                lineSpacing: 0, kern: kern)
            size = CGSize(width: kerned.width.rounded(.up), height: kerned.height.rounded(.up))
        }
        measuredSizes.store(size, maxWidth: maxWidth, numberOfLines: numberOfLines)
        return size
    }

    /// The look of the first character of ``attributedText`` over the label's own font and color, read
    /// as strings drawn in code read theirs; nil for plain text.
    private var leadingAttributes: TextAttributes? {
        storedAttributedText.map { TextAttributes(leadingAttributesOf: $0, font: font, color: textColor) }
    }

    private var effectiveFont: UIFont { leadingAttributes?.font ?? font }

    // MARK: Accessibility

    /// A label is an accessibility element, as in UIKit.
    override var defaultIsAccessibilityElement: Bool { true }
    /// The text shown, as UIKit's label.
    override var defaultAccessibilityLabel: String? { text }
    /// `.staticText`, as UIKit's label.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    // MARK: Drawing

    /// The engine's own drawing, unclipped (see ``UIView/clipsOwnDrawing``).
    override var clipsOwnDrawing: Bool { false }

    /// Calls ``drawText(in:)``, so a subclass that overrides that (to add insets, say) changes what is drawn,
    /// as in UIKit.
    open override func draw(_ rect: CGRect) {
        drawText(in: rect)
    }

    /// Draws the text in `rect`; override to change the area (e.g. to add insets) and call `super`.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let look = leadingAttributes
        var frame = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        var font: UIFont = look?.font ?? font
        if let fitted = fittedFont(for: text, font: font, in: rect) {
            frame = adjustedTextRect(frame, for: text, font: fitted, in: rect)
            font = fitted
        }
        context.draw(TextRun(text: text, frame: frame,
                             font: font, color: look?.color ?? textColor, alignment: textAlignment,
                             lineBreakMode: lineBreakMode,
                             numberOfLines: numberOfLines, shadowColor: shadowColor, shadowOffset: shadowOffset,
                             decoration: look?.decoration))
    }
}
