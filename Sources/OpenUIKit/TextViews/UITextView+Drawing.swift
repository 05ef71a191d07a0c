import Foundation

/// How a text view draws: each laid-out line as one ``TextRun`` (a single clipped line, as
/// ``UITextField`` draws its text) in the text's look, the selection behind it and the caret, into
/// the display list through ``draw(_:)``.
extension UITextView {
    /// The caret's width: iOS 17's insertion point is 2 points wide, in the tint color, as a field's.
    static let caretWidth: CGFloat = 2

    /// Draws the lines that cross the view's visible content, the selection and the caret.
    func drawTextView() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let look = effectiveLook
        let lines = lines(forViewWidth: bounds.width)
        let text = storedText as NSString
        let height = lineHeight
        drawSelection(in: context)
        for (index, line) in lines.lines.enumerated() where line.range.length > 0 {
            let y = lineOriginY(index)
            guard y + height >= bounds.minY, y <= bounds.maxY else { continue }
            let frame = CGRect(x: lineOriginX(line), y: y, width: line.width.rounded(.up) + 1, height: height)
            context.draw(TextRun(text: text.substring(with: line.range), frame: frame, font: look.font,
                                 color: look.color, alignment: .left, lineBreakMode: .byClipping,
                                 shadowColor: look.shadow?.drawnColor, shadowOffset: look.shadow?.shadowOffset ?? .zero,
                                 decoration: look.decoration))
        }
        if isEditing, isCaretShown, selectionRange.length == 0 {
            let caret = caretRect(at: caretOffset)
            context.fill(CGRect(x: caret.minX, y: caret.minY, width: Self.caretWidth, height: caret.height),
                         color: tintColor)
        }
    }

    /// The selection's highlight, line by line, in the tint color at 20 %, as a field's.
    private func drawSelection(in context: UIGraphicsContext) {
        let range = selectionRange
        guard isEditing, range.length > 0 else { return }
        let lines = lines(forViewWidth: bounds.width)
        let first = lines.lineIndex(of: range.location)
        let last = lines.lineIndex(of: NSMaxRange(range))
        for index in first...last {
            let line = lines.lines[index].range
            let start = caretRect(at: max(range.location, line.location)).minX
            let end = caretRect(at: min(NSMaxRange(range), NSMaxRange(line))).minX
            guard end > start else { continue }
            context.fill(CGRect(x: start, y: lineOriginY(index), width: end - start, height: lineHeight),
                         color: tintColor.withAlphaComponent(0.2))
        }
    }
}
