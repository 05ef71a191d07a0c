import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing

/// Kern, underline and strikethrough drawn by the Cairo renderer with Pango: kern widens text as
/// much as it is measured, the lines lie at the font's underline and strikeout positions, in their
/// own colors. The snapshot's reference PNGs are in `__Snapshots__/TextDecorationRenderingTests/`;
/// re-record with `SNAPSHOT_RECORD=1 swift test --filter TextDecorationRenderingTests`.
@MainActor
@Suite struct TextDecorationRenderingTests {
    let renderer = Renderer()
    let font = UIFont.systemFont(ofSize: 20)
    let frame = CGRect(x: 10, y: 10, width: 220, height: 30)

    private func rendered(_ run: TextRun) -> PixelBuffer {
        renderer.render(DisplayList([.text(run)]), size: CGSize(width: 240, height: 50), scale: 2)
    }

    private func run(_ decoration: TextDecoration?, text: String = "Hello") -> TextRun {
        TextRun(text: text, frame: frame, font: font, color: .black, alignment: .left, decoration: decoration)
    }

    @Test func kernWidensTheMeasuredAndTheDrawnText() throws {
        let measurer = PangoTextMeasurer()
        let plain = measurer.unroundedSize(of: "Hello", font: font, maxWidth: nil, numberOfLines: 1,
                                           lineBreakMode: .byClipping, lineSpacing: 0, kern: 0)
        let kerned = measurer.unroundedSize(of: "Hello", font: font, maxWidth: nil, numberOfLines: 1,
                                            lineBreakMode: .byClipping, lineSpacing: 0, kern: 4)
        // Four points after each of the five characters, the last included, as UIKit measures.
        #expect(abs(kerned.width - (plain.width + 5 * 4)) < 0.5)
        #expect(kerned.height == plain.height)
        let plainInk = try #require(rendered(run(nil)).inkBounds())
        let kernedInk = try #require(rendered(run(TextDecoration(kern: 4))).inkBounds())
        // The ink spreads by the four gaps between the letters.
        #expect(abs(kernedInk.width - (plainInk.width + 4 * 4)) < 1)
    }

    @Test func anUnderlineIsDrawnBelowTheBaselineInItsColor() throws {
        let plain = try #require(rendered(run(nil)).inkBounds())
        let underlined = rendered(run(TextDecoration(underlineStyle: .single, underlineColor: .red)))
        let ink = try #require(underlined.inkBounds())
        #expect(ink.maxY > plain.maxY)
        // The underline runs under the whole word, in red.
        let y = ink.maxY - 0.25
        let color = try #require(underlined.color(at: CGPoint(x: plain.midX, y: y)))
        #expect(color.red > 200 && color.green < 60 && color.blue < 60)
    }

    @Test func aStrikethroughCrossesTheGlyphsMiddle() throws {
        // "o o": between the letters there is no ink but the line.
        let plain = rendered(run(nil, text: "o   o"))
        let struck = rendered(run(TextDecoration(strikethroughStyle: .single), text: "o   o"))
        let ink = try #require(plain.inkBounds())
        let gap = CGRect(x: ink.midX - 2, y: ink.minY, width: 4, height: ink.height)
        #expect(plain.inkBounds(in: gap) == nil)
        let line = try #require(struck.inkBounds(in: gap))
        #expect(line.midY > ink.minY && line.midY < ink.maxY)
        #expect(line.height < 4)
    }

    @Test func aDoubleUnderlineDrawsTwoLines() throws {
        let single = try #require(rendered(run(TextDecoration(underlineStyle: .single))).inkBounds())
        let double = try #require(rendered(run(TextDecoration(underlineStyle: .double))).inkBounds())
        #expect(double.maxY > single.maxY)
    }

    /// A label with attributed decorations, as an app sets them, through the whole pipeline.
    @Test func decoratedLabels() throws {
        let host = TestHost()
        host.runtime.textMeasurer = PangoTextMeasurer()
        let view = host.run { UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 130)) }
        view.backgroundColor = .white
        let strings: [NSAttributedString] = [
            NSAttributedString(string: "Underlined", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]),
            NSAttributedString(string: "Struck through", attributes: [
                .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.systemRed,
            ]),
            NSAttributedString(string: "KERNED", attributes: [.kern: 3.0, .underlineStyle: NSUnderlineStyle.double.rawValue,
                                                              .underlineColor: UIColor.systemBlue]),
        ]
        for (index, string) in strings.enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 40, width: 200, height: 30))
            label.attributedText = string
            view.addSubview(label)
        }
        let kerned = try #require(view.subviews.last as? UILabel)
        let plainWidth = host.run { "KERNED".size(withAttributes: [.font: kerned.font!]).width }
        #expect(abs(kerned.intrinsicContentSize.width - (plainWidth + 6 * 3)) < 1.5)
        try SnapshotVerifier().verify(view, named: "decoratedLabels@2x", scale: 2)
    }
}
