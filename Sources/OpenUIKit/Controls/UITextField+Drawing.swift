import Foundation

/// How a text field draws: its border (iOS 17's looks), the selection, the text or placeholder, the
/// caret and the clear button, into the display list through ``draw(_:)``.
extension UITextField {
    /// The bullet iOS shows for each character of a secure field.
    static let secureBullet: Character = "\u{2022}"
    /// The caret's width: iOS 17's insertion point is 2 pt wide, in the tint color.
    static let caretWidth: CGFloat = 2
    /// The placeholder's color, iOS 13's `.placeholderText`.
    static let placeholderColor = UIColor.placeholderText

    /// The text as drawn: the text, or one bullet per character in a secure field.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: Self.secureBullet, count: storedText.count) : storedText
    }

    /// The look of the placeholder: its first character's font and color over the field's font and
    /// `.placeholderText`.
    var placeholderLook: (font: UIFont, color: UIColor) {
        guard let storedPlaceholder else { return (effectiveFont, Self.placeholderColor) }
        let look = TextAttributes(leadingAttributesOf: storedPlaceholder, font: effectiveFont, color: Self.placeholderColor)
        return (look.font, look.color)
    }

    /// The unrounded width of `text` on one line in `font`, by the runtime's text measurer.
    func measuredWidth(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        return owningRuntime.textMeasurer.unroundedSize(of: text, font: font, maxWidth: nil, numberOfLines: 1,
                                                        lineBreakMode: .byClipping, lineSpacing: 0).width
    }

    /// The width of displayed text in the field's font.
    func width(ofDisplayed text: String) -> CGFloat {
        measuredWidth(of: text, font: effectiveFont)
    }

    /// The displayed text before UTF-16 offset `offset` of the text (bullets in a secure field).
    func displayedPrefix(upTo offset: Int) -> String {
        let prefix = (storedText as NSString).substring(to: min(max(offset, 0), (storedText as NSString).length))
        return isSecureTextEntry ? String(repeating: Self.secureBullet, count: prefix.count) : prefix
    }

    /// Where the text starts horizontally in `rect`: by the alignment while it fits, else scrolled so
    /// the caret shows.
    func textOriginX(in rect: CGRect) -> CGFloat {
        let width = width(ofDisplayed: displayedText)
        if width > rect.width { return rect.minX - scrollOffset }
        switch textAlignment {
        case .center: return rect.midX - width / 2
        case .right: return rect.maxX - width
        default: return rect.minX
        }
    }

    /// The x of UTF-16 offset `offset` in the field's coordinates.
    func xPosition(ofOffset offset: Int) -> CGFloat {
        textOriginX(in: editingRect(forBounds: bounds)) + width(ofDisplayed: displayedPrefix(upTo: offset))
    }

    /// Scrolls text wider than the field so the caret stays inside, as UIKit scrolls a field's text
    /// while typing; text that fits is not scrolled. Run before drawing and before a tap is placed.
    func scrollToCaret() {
        let rect = editingRect(forBounds: bounds)
        let full = width(ofDisplayed: displayedText)
        guard full > rect.width else {
            scrollOffset = 0
            return
        }
        let caret = width(ofDisplayed: displayedPrefix(upTo: caretOffset))
        if caret - scrollOffset > rect.width - Self.caretWidth { scrollOffset = caret - rect.width + Self.caretWidth }
        if caret - scrollOffset < 0 { scrollOffset = caret }
        scrollOffset = min(max(scrollOffset, 0), full - rect.width + Self.caretWidth)
    }

    /// The engine draws the field's border, text and caret; the text is clipped to its rectangle.
    func drawField() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        scrollToCaret()
        drawBorder(in: borderRect(forBounds: bounds), context: context)
        let textArea = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: textArea)
        if storedText.isEmpty {
            if storedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawSelection(in: textArea, context: context)
            drawText(in: textArea)
        }
        drawCaret(in: textArea, context: context)
        context.restoreGState()
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds), context: context) }
        if isFocused { drawFocusHalo(in: bounds, into: context) }
    }

    /// Draws the text in `rect` (one line, centred vertically); override to change it and call `super`.
    func drawFieldText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = effectiveFont
        let text = displayedText
        let width = width(ofDisplayed: text)
        let line = font.lineHeight
        context.draw(TextRun(text: text, frame: CGRect(x: textOriginX(in: rect), y: rect.midY - line / 2,
                                                      width: width.rounded(.up) + 1, height: line),
                             font: font, color: effectiveTextColor, alignment: .left, lineBreakMode: .byClipping))
    }

    /// Draws the placeholder in `rect` in its look; override to change it.
    func drawFieldPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder = storedPlaceholder?.string else { return }
        let look = placeholderLook
        let line = look.font.lineHeight
        context.draw(TextRun(text: placeholder, frame: CGRect(x: rect.minX, y: rect.midY - line / 2,
                                                             width: rect.width, height: line),
                             font: look.font, color: look.color, alignment: textAlignment))
    }

    private func drawBorder(in rect: CGRect, context: UIGraphicsContext) {
        switch borderStyle {
        case .none:
            break
        case .line:
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: .black, lineWidth: 1)
        case .bezel:
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: .gray, lineWidth: 1)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 2), color: .darkGray)
        case .roundedRect:
            // iOS 17: a white field with a hairline light gray border and 5-pt corners.
            if backgroundColor == nil { context.fill(rect, color: .white, cornerRadius: 5) }
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), color: .systemGray4, lineWidth: 1, cornerRadius: 5)
        }
    }

    private func drawSelection(in rect: CGRect, context: UIGraphicsContext) {
        let range = selectedRange
        guard isEditing, range.length > 0 else { return }
        let start = xPosition(ofOffset: range.location)
        let end = xPosition(ofOffset: range.location + range.length)
        let line = effectiveFont.lineHeight
        context.fill(CGRect(x: start, y: rect.midY - line / 2, width: end - start, height: line),
                     color: tintColor.withAlphaComponent(0.2))
    }

    private func drawCaret(in rect: CGRect, context: UIGraphicsContext) {
        guard isEditing, isCaretShown, selectedRange.length == 0 else { return }
        let x = min(max(xPosition(ofOffset: caretOffset), rect.minX), rect.maxX - Self.caretWidth)
        let line = effectiveFont.lineHeight
        context.fill(CGRect(x: x, y: rect.midY - line / 2, width: Self.caretWidth, height: line), color: tintColor)
    }

    /// iOS 17's clear button: a gray disc with a white ✕.
    private func drawClearButton(in rect: CGRect, context: UIGraphicsContext) {
        context.fill(rect, color: .systemGray, cornerRadius: rect.width / 2)
        let inset = rect.width * 0.32
        let cross = rect.insetBy(dx: inset, dy: inset)
        context.drawLine(from: CGPoint(x: cross.minX, y: cross.minY), to: CGPoint(x: cross.maxX, y: cross.maxY),
                         color: .white, width: 1.5)
        context.drawLine(from: CGPoint(x: cross.maxX, y: cross.minY), to: CGPoint(x: cross.minX, y: cross.maxY),
                         color: .white, width: 1.5)
    }
}
