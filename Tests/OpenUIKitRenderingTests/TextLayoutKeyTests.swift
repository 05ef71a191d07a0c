import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// The text engine's cache key hashes only the text, the font's size and the width: keys that differ
/// in any other field must still be different keys, or text would be drawn with another text's layout.
@MainActor
@Suite struct TextLayoutKeyTests {
    private func run(font: UIFont = .systemFont(ofSize: 17), alignment: NSTextAlignment = .natural,
                     lineBreakMode: NSLineBreakMode = .byTruncatingTail, numberOfLines: Int = 1,
                     lineSpacing: CGFloat = 0, height: CGFloat = 40) -> TextRun {
        TextRun(text: "Done", frame: CGRect(x: 0, y: 0, width: 200, height: height), font: font, color: .black,
                alignment: alignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines,
                lineSpacing: lineSpacing)
    }

    @Test func keysDifferingOnlyInFieldsTheHashSkipsStayApart() {
        let base = TextLayoutKey(run: run())
        let others = [
            TextLayoutKey(run: run(font: .boldSystemFont(ofSize: 17))),
            TextLayoutKey(run: run(font: .italicSystemFont(ofSize: 17))),
            TextLayoutKey(run: run(alignment: .center)),
            TextLayoutKey(run: run(lineBreakMode: .byWordWrapping)),
            TextLayoutKey(run: run(numberOfLines: 2)),
            TextLayoutKey(run: run(lineSpacing: 4)),
            TextLayoutKey(run: run(numberOfLines: 0, height: 80)),
        ]
        var set: Set<TextLayoutKey> = [base]
        for other in others {
            #expect(other != base)
            #expect(other.hashValue == base.hashValue)
            set.insert(other)
        }
        #expect(set.count == others.count + 1)
    }

    @Test func equalKeysHashAlike() {
        let first = TextLayoutKey(run: run(alignment: .right))
        let second = TextLayoutKey(run: run(alignment: .right))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(TextLayoutKey(run: run()).hashValue != TextLayoutKey(run: run(font: .systemFont(ofSize: 15))).hashValue)
    }

    /// Drawn through the engine, two runs whose keys share a hash still get their own layouts: the
    /// centred title starts inside its width, the other at its left edge.
    @Test func runsSharingAHashGetTheirOwnLayouts() {
        let engine = TextLayoutEngine.shared
        let left = TextLayoutKey(run: run(alignment: .left))
        let centred = TextLayoutKey(run: run(alignment: .center))
        #expect(left.hashValue == centred.hashValue)
        #expect(engine.withLayout(left) { $0.minX } == 0)
        #expect(engine.withLayout(centred) { $0.minX } > 50)
        #expect(engine.withLayout(left) { $0.minX } == 0)
    }
}
