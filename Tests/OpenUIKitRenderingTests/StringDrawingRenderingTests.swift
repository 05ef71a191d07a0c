import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// Strings drawn in code (`draw(at:withAttributes:)`, `draw(in:withAttributes:)`,
/// `NSAttributedString.draw(in:)`), measured with Pango and drawn by the Cairo renderer: the glyphs
/// land where the string was measured to go.
@MainActor
@Suite struct StringDrawingRenderingTests {
    let renderer = Renderer()
    let font = UIFont.systemFont(ofSize: 20)
    let canvas = CGSize(width: 240, height: 160)

    /// Runs `body` in a runtime that measures with Pango, and renders what it draws.
    func rendered(_ body: () -> Void) -> PixelBuffer {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        let commands = runtime.run { UIGraphicsContext.record { _ in body() } }
        return renderer.render(DisplayList(commands), size: canvas, scale: 2)
    }

    func measured<Result>(_ body: () -> Result) -> Result {
        Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE)).run(body)
    }

    @Test func drawAtPutsTheLineBoxsTopLeftAtThePoint() throws {
        let point = CGPoint(x: 30, y: 40)
        let size = measured { "Hello".size(withAttributes: [.font: font]) }
        let ink = try #require(rendered { "Hello".draw(at: point, withAttributes: [.font: font]) }.inkBounds())
        // Glyph ink lies inside the measured line box, starting at its left edge (within a side bearing)
        // and filling most of its width and height.
        #expect(CGRect(origin: point, size: size).insetBy(dx: -0.5, dy: -0.5).contains(ink))
        #expect(ink.minX - point.x < 2.5)
        #expect(ink.width > size.width - 4 && ink.height > size.height * 0.5)
    }

    @Test func drawInWrapsIntoLinesWithinTheRect() throws {
        let rect = CGRect(x: 10, y: 10, width: 120, height: 140)
        let text = "Drawn in code, wrapped by words"
        let bounds = measured {
            text.boundingRect(with: rect.size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        }
        let ink = try #require(rendered { text.draw(in: rect, withAttributes: [.font: font]) }.inkBounds())
        #expect(bounds.height > 2 * font.pointSize)
        #expect(CGRect(origin: rect.origin, size: bounds.size).insetBy(dx: -0.5, dy: -0.5).contains(ink))
        #expect(ink.maxY > rect.minY + bounds.height - font.pointSize)
    }

    @Test func centredTextIsCentredInTheRect() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let rect = CGRect(x: 20, y: 20, width: 200, height: 40)
        let string = NSAttributedString(string: "42", attributes: [.font: font, .paragraphStyle: style,
                                                                    .foregroundColor: UIColor.systemRed])
        let ink = try #require(rendered { string.draw(in: rect) }.inkBounds())
        #expect(abs(ink.midX - rect.midX) < 1.5)
        #expect(ink.minY >= rect.minY && ink.maxY <= rect.minY + font.lineHeight)
    }

    @Test func theLastVisibleLineIsTruncatedOnlyWhenAsked() throws {
        let text = "One two three four five six seven eight nine ten eleven twelve"
        let rect = CGRect(x: 0, y: 0, width: 140, height: 50)  // two lines of 20 pt text
        let clipped = rendered { text.draw(in: rect, withAttributes: [.font: font]) }
        let truncated = rendered {
            text.draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                      attributes: [.font: font], context: nil)
        }
        let clippedInk = try #require(clipped.inkBounds())
        let truncatedInk = try #require(truncated.inkBounds())
        #expect(rect.contains(clippedInk) && rect.contains(truncatedInk))
        // The first lines are the same; the last differs by its ellipsis.
        let firstLine = CGRect(x: 0, y: 0, width: 140, height: 20)
        #expect(clipped.inkBounds(in: firstLine) == truncated.inkBounds(in: firstLine))
        #expect(clipped.pixels != truncated.pixels)
    }

    @Test func lineSpacingMovesTheSecondLineDownByItsAmount() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let lineHeight = measured { "Top".size(withAttributes: [.font: font]).height }
        let spaced = measured { "Top\nBottom".size(withAttributes: [.font: font, .paragraphStyle: style]) }
        #expect(abs(spaced.height - (2 * lineHeight + 10)) < 0.01)
        let plain = rendered { "Top\nBottom".draw(at: .zero, withAttributes: [.font: font]) }
        let wide = rendered { "Top\nBottom".draw(at: .zero, withAttributes: [.font: font, .paragraphStyle: style]) }
        let secondLine = CGRect(x: 0, y: lineHeight + 0.5, width: canvas.width, height: canvas.height - lineHeight - 0.5)
        let plainInk = try #require(plain.inkBounds(in: secondLine))
        let spacedInk = try #require(wide.inkBounds(in: secondLine))
        #expect(spacedInk == plainInk.offsetBy(dx: 0, dy: 10))
    }

    @Test func aViewsDrawingFollowsTheContextsTranslation() throws {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        let (direct, translated) = runtime.run {
            let direct = TranslatedTextView(frame: CGRect(origin: .zero, size: canvas))
            let translated = TranslatedTextView(frame: CGRect(origin: .zero, size: canvas))
            translated.offset = CGPoint(x: 25, y: 15)
            return (renderer.render(direct, scale: 2), renderer.render(translated, scale: 2))
        }
        let before = try #require(direct.inkBounds())
        let after = try #require(translated.inkBounds())
        #expect(after == before.offsetBy(dx: 25, dy: 15))
    }
}

/// A view drawing a caption in `draw(_:)` after translating the context, as UIKit code does.
final class TranslatedTextView: UIView {
    var offset = CGPoint.zero

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        context?.translateBy(x: offset.x, y: offset.y)
        "Caption".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
        context?.restoreGState()
    }
}
