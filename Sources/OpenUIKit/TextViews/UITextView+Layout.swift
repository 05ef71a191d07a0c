import Foundation

/// Where a text view's text goes: lines wrapped at the container's width (``TextViewLines``), the
/// content size, the intrinsic size that lets a view without scrolling grow with its text, and the
/// geometry of offsets (the caret, a tap, ``scrollRangeToVisible(_:)``).
extension UITextView {
    /// The look the text is drawn in: the first character's attributes of ``attributedText`` over
    /// ``font`` and ``textColor``.
    var effectiveLook: TextAttributes {
        storedAttributes.map { TextAttributes(leadingAttributesOf: $0, font: font!, color: textColor!) }
            ?? TextAttributes(nil, font: font!, color: textColor!)
    }

    /// Sets `key` to `value` over the whole attributed text, as setting ``font`` or ``textColor`` does.
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let storedAttributes else { return }
        let restyled = NSMutableAttributedString(attributedString: storedAttributes)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        self.storedAttributes = restyled
    }

    /// The text or its look changed: lay out, re-measure and redraw.
    func textLayoutDidChange() {
        laidOutLines = nil
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The width lines wrap at, in a view `width` wide: less the insets and the padding at both ends.
    func containerWidth(forViewWidth width: CGFloat) -> CGFloat {
        max(width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 0)
    }

    /// The width of `string` on one line in the text's look.
    func lineWidth(of string: String) -> CGFloat {
        guard !string.isEmpty else { return 0 }
        let look = effectiveLook
        return owningRuntime.textMeasurer.unroundedSize(of: string, font: look.font, maxWidth: nil, numberOfLines: 1,
                                                        lineBreakMode: .byClipping, lineSpacing: 0, kern: look.kern).width
    }

    /// The text's lines in a view `width` wide (the last laid-out lines when nothing changed).
    func lines(forViewWidth width: CGFloat) -> TextViewLines {
        let wrapWidth: CGFloat? = width > 0 ? containerWidth(forViewWidth: width) : nil
        let font = effectiveLook.font
        if let laidOut = laidOutLines, laidOut.text == storedText, laidOut.width == wrapWidth, laidOut.font == font {
            return laidOut.lines
        }
        let lines = TextViewLines(text: storedText, width: wrapWidth) { lineWidth(of: $0) }
        laidOutLines = (storedText, wrapWidth, font, lines)
        return lines
    }

    /// The height of one line.
    var lineHeight: CGFloat { effectiveLook.font.lineHeight }

    /// The height the text needs in a view `width` wide, the insets included, in whole points.
    func textHeight(forWidth width: CGFloat) -> CGFloat {
        let lines = lines(forViewWidth: width).lines.count
        return (CGFloat(lines) * lineHeight + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }

    /// See ``intrinsicContentSize``: measured at the current width, remembered so a change of width
    /// (the first layout pass) measures again.
    var textIntrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        intrinsicWidth = bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: textHeight(forWidth: bounds.width))
    }

    /// Sizes the container and the content to the text; a view that sizes itself to its text
    /// measures again when its width changed.
    func layoutText() {
        let width = bounds.width
        textContainer.size = CGSize(width: containerWidth(forViewWidth: width), height: .greatestFiniteMagnitude)
        let size = CGSize(width: width, height: textHeight(forWidth: width))
        if contentSize != size { contentSize = size }
        if !isScrollEnabled, let intrinsicWidth, intrinsicWidth != width { invalidateIntrinsicContentSize() }
    }

    /// The x where line `line` starts, by the alignment.
    func lineOriginX(_ line: TextViewLines.Line) -> CGFloat {
        let left = textContainerInset.left + textContainer.lineFragmentPadding
        let free = containerWidth(forViewWidth: bounds.width) - line.width
        switch textAlignment {
        case .center: return left + max(free, 0) / 2
        case .right: return left + max(free, 0)
        case .left, .natural, .justified: return left
        }
    }

    /// The top of line `index`.
    func lineOriginY(_ index: Int) -> CGFloat {
        textContainerInset.top + CGFloat(index) * lineHeight
    }

    /// The caret's rectangle at `offset` (zero wide), in the view's (content) coordinates.
    func caretRect(at offset: Int) -> CGRect {
        let lines = lines(forViewWidth: bounds.width)
        let index = lines.lineIndex(of: offset)
        let line = lines.lines[index]
        let prefix = (storedText as NSString).substring(with: NSRange(location: line.range.location,
                                                                      length: offset - line.range.location))
        return CGRect(x: lineOriginX(line) + lineWidth(of: prefix), y: lineOriginY(index), width: 0, height: lineHeight)
    }

    /// The rectangle covering `range`: from its start's caret to its end's (whole lines between).
    func rect(forRange range: NSRange) -> CGRect {
        caretRect(at: range.location).union(caretRect(at: NSMaxRange(range)))
    }

    /// The character boundary nearest `point` (view coordinates): on the line under it, the offset
    /// whose x is nearest.
    func closestOffset(to point: CGPoint) -> Int {
        let lines = lines(forViewWidth: bounds.width)
        let row = Int(((point.y - textContainerInset.top) / lineHeight).rounded(.down))
        let line = lines.lines[min(max(row, 0), lines.lines.count - 1)]
        let text = storedText as NSString
        var best = line.range.location
        var bestDistance = CGFloat.infinity
        var offset = line.range.location
        while true {
            let distance = abs(caretRect(at: offset).minX - point.x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
            guard offset < NSMaxRange(line.range) else { break }
            offset = NSMaxRange(text.rangeOfComposedCharacterSequence(at: offset))
        }
        return best
    }

    /// Up and Down move to the line above or below, nearest the caret's x; Home and End to the start
    /// and end of the caret's line, as UIKit's text view.
    func caretOffset(forLineKey key: UIKeyboardHIDUsage) -> Int {
        let lines = lines(forViewWidth: bounds.width)
        let index = lines.lineIndex(of: caretOffset)
        let line = lines.lines[index].range
        let caret = caretRect(at: caretOffset)
        switch key {
        case .keyboardHome: return line.location
        case .keyboardEnd: return NSMaxRange(line)
        case .keyboardUpArrow:
            guard index > 0 else { return 0 }
            return closestOffset(to: CGPoint(x: caret.minX, y: lineOriginY(index - 1) + lineHeight / 2))
        default:
            guard index < lines.lines.count - 1 else { return textLength }
            return closestOffset(to: CGPoint(x: caret.minX, y: lineOriginY(index + 1) + lineHeight / 2))
        }
    }
}
