import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The decoration attributes — `.kern`, `.underlineStyle`, `.underlineColor`, `.strikethroughStyle`,
/// `.strikethroughColor` — read as UIKit reads them, carried by the text runs of labels, button titles
/// and strings drawn in code, and kern in what they measure; `TextRun` keeps its size for it.
@MainActor
@Suite struct TextDecorationTests {
    let host = TestHost()

    @Test func theKeysAndStylesHaveUIKitsRawValues() {
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.underlineColor.rawValue == "NSUnderlineColor")
        #expect(NSAttributedString.Key.strikethroughStyle.rawValue == "NSStrikethrough")
        #expect(NSAttributedString.Key.strikethroughColor.rawValue == "NSStrikethroughColor")
        #expect([NSUnderlineStyle.single, .thick, .double, .patternDot, .patternDash, .patternDashDot,
                 .patternDashDotDot, .byWord].map(\.rawValue) == [0x01, 0x02, 0x09, 0x100, 0x200, 0x300, 0x400, 0x8000])
        #expect(NSUnderlineStyle.patternSolid.rawValue == 0)
        let style: NSUnderlineStyle = [.single, .patternDash, .byWord]
        #expect(style.rawValue == 0x8201)
    }

    /// Every display command holds a `TextRun`; the decoration took no bytes from it.
    @Test func aTextRunKeepsItsStride() {
        #expect(MemoryLayout<TextRun>.stride == 104)
    }

    @Test func aRunKeepsItsLineCountInSixteenBits() {
        var run = TextRun(text: "a", frame: .zero, font: .systemFont(ofSize: 12), color: .black, numberOfLines: 3)
        #expect(run.numberOfLines == 3)
        run.numberOfLines = 1 << 40
        #expect(run.numberOfLines == Int(Int16.max))
        run.numberOfLines = -2
        #expect(run.numberOfLines == 0)
    }

    @Test func attributesAreReadAsNumbersOrStyles() {
        let look = TextAttributes([.kern: 2, .underlineStyle: NSUnderlineStyle.double,
                                   .strikethroughStyle: NSNumber(value: 1), .strikethroughColor: UIColor.red])
        #expect(look.kern == 2)
        #expect(look.decoration?.underlineStyle == .double)
        #expect(look.decoration?.strikethroughStyle == .single)
        #expect(look.decoration?.strikethroughColor == .red)
        #expect(TextAttributes([.kern: CGFloat(1.5)]).kern == 1.5)
        #expect(TextAttributes([.font: UIFont.systemFont(ofSize: 9)]).decoration == nil)
        // Only pattern bits draw no line, as UIKit: no decoration at all.
        #expect(TextAttributes([.underlineStyle: NSUnderlineStyle.patternDot.rawValue]).decoration == nil)
    }

    @Test func aWronglyTypedKernIsIgnoredWithAWarning() {
        let warnings = Diagnostics.record {
            #expect(TextAttributes([.kern: "wide"]).decoration == nil)
        }
        #expect(warnings.map(\.code) == ["text.attributeType"])
    }

    @Test func aLabelDrawsItsTextWithTheDecorationAndMeasuresTheKern() {
        let label = UILabel()
        label.text = "Sale"
        let plain = label.intrinsicContentSize
        label.attributedText = NSAttributedString(string: "Sale", attributes: [
            .kern: 2.0, .strikethroughStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.blue,
        ])
        // The estimating measurer: 4 characters × 2 points more.
        #expect(label.intrinsicContentSize.width == plain.width + 8)
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let run = label.contentDisplayList.textRuns.first
        #expect(run?.decoration == TextDecoration(kern: 2, underlineColor: .blue, strikethroughStyle: .single))
    }

    @Test func aButtonTitleCarriesItsUnderline() {
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "Terms", attributes: [
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        host.window.addSubview(button)
        host.window.layoutIfNeeded()
        let run = button.titleLabel?.contentDisplayList.textRuns.first
        #expect(run?.text == "Terms")
        #expect(run?.decoration?.underlineStyle == .single)
    }

    @Test func stringsDrawnInCodeMeasureAndCarryTheirDecoration() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10), .kern: 1.0,
                                                         .underlineStyle: NSUnderlineStyle.single.rawValue]
        let plain = "abc".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        #expect("abc".size(withAttributes: attributes).width == plain.width + 3)
        let commands = UIGraphicsContext.record { _ in "abc".draw(at: .zero, withAttributes: attributes) }
        let run = commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }.first
        #expect(run?.decoration == TextDecoration(kern: 1, underlineStyle: .single))
    }
}
