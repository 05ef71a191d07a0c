import Foundation

/// A text view's text broken into lines: by its line breaks, and by word where a line would pass the
/// width, as TextKit wraps a text view's text (a word longer than a whole line breaks between
/// characters). Each line's range (UTF-16) leaves out the line break that ends it and keeps the spaces
/// after its last word, so every offset of the text lies on a line.
struct TextViewLines: Equatable {
    struct Line: Equatable {
        /// The line's characters in the text.
        var range: NSRange
        /// Its width as measured, trailing spaces included.
        var width: CGFloat
    }

    var lines: [Line]

    /// Lays `text` out in `width` (nil: no wrapping), measuring with `measure` (a string's width on
    /// one line).
    init(text: String, width: CGFloat?, measure: (String) -> CGFloat) {
        let string = text as NSString
        var lines: [Line] = []
        var paragraphStart = 0
        repeat {
            let newline = string.rangeOfCharacter(from: .newlines, options: [],
                                                  range: NSRange(location: paragraphStart,
                                                                 length: string.length - paragraphStart))
            let paragraphEnd = newline.location == NSNotFound ? string.length : newline.location
            Self.wrap(string, from: paragraphStart, to: paragraphEnd, width: width, measure: measure, into: &lines)
            paragraphStart = newline.location == NSNotFound ? string.length + 1 : NSMaxRange(newline)
        } while paragraphStart <= string.length
        self.lines = lines
    }

    /// Breaks one paragraph (`start..<end`) into lines.
    private static func wrap(_ string: NSString, from start: Int, to end: Int, width: CGFloat?,
                             measure: (String) -> CGFloat, into lines: inout [Line]) {
        func line(_ from: Int, _ to: Int) -> Line {
            let range = NSRange(location: from, length: to - from)
            return Line(range: range, width: range.length == 0 ? 0 : measure(string.substring(with: range)))
        }
        guard let width, end > start else {
            lines.append(line(start, end))
            return
        }
        var lineStart = start
        while lineStart < end {
            var lineEnd = lineStart
            while lineEnd < end {
                let wordEnd = nextWordEnd(in: string, after: lineEnd, limit: end)
                // A line may end in spaces past the width: they are not measured.
                var visibleEnd = wordEnd
                while visibleEnd > lineStart, string.character(at: visibleEnd - 1) == 0x20 { visibleEnd -= 1 }
                let visible = string.substring(with: NSRange(location: lineStart, length: visibleEnd - lineStart))
                if measure(visible) > width {
                    if lineEnd == lineStart {
                        lineEnd = characterBreak(in: string, from: lineStart, to: wordEnd, width: width,
                                                 measure: measure)
                    }
                    break
                }
                lineEnd = wordEnd
            }
            lines.append(line(lineStart, lineEnd))
            lineStart = lineEnd
        }
    }

    /// The offset after the next word and the spaces following it.
    private static func nextWordEnd(in string: NSString, after offset: Int, limit: Int) -> Int {
        var index = offset
        while index < limit, string.character(at: index) != 0x20 { index += 1 }
        while index < limit, string.character(at: index) == 0x20 { index += 1 }
        return index
    }

    /// Where a word too long for a whole line breaks: after the most characters that fit (at least
    /// one).
    private static func characterBreak(in string: NSString, from start: Int, to end: Int, width: CGFloat,
                                       measure: (String) -> CGFloat) -> Int {
        var fitting = NSMaxRange(string.rangeOfComposedCharacterSequence(at: start))
        while fitting < end {
            let next = NSMaxRange(string.rangeOfComposedCharacterSequence(at: fitting))
            guard measure(string.substring(with: NSRange(location: start, length: next - start))) <= width
            else { break }
            fitting = next
        }
        return fitting
    }

    /// The index of the line `offset` is on: the last line starting at or before it (an offset where
    /// a wrapped line ends is at the start of the next line, as UIKit puts the caret).
    func lineIndex(of offset: Int) -> Int {
        lines.lastIndex { $0.range.location <= offset } ?? 0
    }
}
