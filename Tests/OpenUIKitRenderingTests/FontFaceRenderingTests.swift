import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// Bold, italic and monospaced fonts are drawn with different faces, and digits of the system font
/// share one width (what `monospacedDigitSystemFont` promises).
@MainActor
@Suite struct FontFaceRenderingTests {
    let renderer = Renderer()
    let measurer = PangoTextMeasurer()

    private func pixels(_ text: String, _ font: UIFont) -> [UInt32] {
        let run = TextRun(text: text, frame: CGRect(x: 0, y: 0, width: 300, height: 40), font: font, color: .black,
                          alignment: .left, lineBreakMode: .byClipping, numberOfLines: 1)
        return renderer.render(DisplayList([.text(run)]), size: CGSize(width: 300, height: 40), scale: 1).pixels
    }

    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        measurer.unroundedSize(of: text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping,
                               lineSpacing: 0).width
    }

    @Test func italicBoldAndMonospaceDrawDifferentlyFromRegular() {
        let regular = pixels("Typography", .systemFont(ofSize: 20))
        let faces: [UIFont] = [
            .italicSystemFont(ofSize: 20), .boldSystemFont(ofSize: 20), .monospacedSystemFont(ofSize: 20, weight: .regular),
        ]
        let drawn = faces.map { pixels("Typography", $0) }
        for (font, buffer) in zip(faces, drawn) { #expect(buffer != regular, "\(font)") }
        #expect(Set(drawn.map { $0.hashValue }).count == 3, "each face is its own")
    }

    @Test func aMonospacedFontGivesEveryCharacterOneWidth() {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        #expect(width("iiiiii", mono) == width("WWWWWW", mono))
        #expect(width("iiiiii", .systemFont(ofSize: 14)) < width("WWWWWW", .systemFont(ofSize: 14)))
        #expect(TextLayoutEngine.family(for: mono) == "DejaVu Sans Mono")
    }

    @Test func monospacedDigitsShareOneWidth() {
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let widths = (0...9).map { width(String(repeating: String($0), count: 6), digits) }
        #expect(Set(widths).count == 1)
    }

    @Test func theItalicTraitFromADescriptorIsDrawnOblique() throws {
        let descriptor = try #require(UIFont.systemFont(ofSize: 20).fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(pixels("Slant", UIFont(descriptor: descriptor, size: 0)) == pixels("Slant", .italicSystemFont(ofSize: 20)))
    }
}
