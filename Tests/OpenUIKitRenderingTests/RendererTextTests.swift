import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

@MainActor
@Suite struct RendererTextTests {
    let renderer = Renderer()
    let measurer = PangoTextMeasurer()
    let font = UIFont.systemFont(ofSize: 17)

    func render(_ run: TextRun, size: CGSize = CGSize(width: 200, height: 60), scale: CGFloat = 1) -> PixelBuffer {
        renderer.render(DisplayList([.text(run)]), size: size, scale: scale)
    }

    func run(_ text: String, in frame: CGRect, alignment: NSTextAlignment = .left,
             lineBreakMode: NSLineBreakMode = .byTruncatingTail, numberOfLines: Int = 1,
             color: UIColor = .black, font: UIFont? = nil) -> TextRun {
        TextRun(text: text, frame: frame, font: font ?? self.font, color: color, alignment: alignment,
                lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    @Test func textProducesInkInsideItsFrame() throws {
        let frame = CGRect(x: 10, y: 10, width: 150, height: 30)
        let buffer = render(run("Hello, world", in: frame))
        let ink = try #require(buffer.inkBounds())
        #expect(frame.contains(ink))
        #expect(ink.width > 60)
        #expect(ink.height > 10)
    }

    @Test func measuredSizeMatchesTheInkDrawnInThatSize() throws {
        let text = "Download"
        let size = measurer.size(of: text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let buffer = render(run(text, in: CGRect(origin: CGPoint(x: 20, y: 10), size: size)))
        let ink = try #require(buffer.inkBounds())
        #expect(abs(ink.width - size.width) <= 2)
        #expect(ink.minX >= 20 && ink.minX <= 22)
        #expect(ink.maxX <= 20 + size.width + 1)
        #expect(ink.minY >= 10 && ink.maxY <= 10 + size.height)
        // Lines are ascent + descent tall: more than the cap height, less than 1.3 × the point size.
        #expect(size.height >= ink.height && size.height <= (font.pointSize * 1.3).rounded(.up))
    }

    @Test func measurementDoesNotTruncateWhatItMeasured() throws {
        // Drawn in exactly the measured size, the whole text shows: no ellipsis replaces the end.
        let text = "Follow"
        let size = measurer.size(of: text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let fitted = render(run(text, in: CGRect(origin: .zero, size: size)))
        let unbounded = render(run(text, in: CGRect(origin: .zero, size: CGSize(width: 200, height: size.height))))
        #expect(fitted.pixels == unbounded.pixels)
    }

    @Test func textIsDrawnInItsColor() {
        let buffer = render(run("Red", in: CGRect(x: 0, y: 0, width: 200, height: 60), color: .red,
                                font: .boldSystemFont(ofSize: 30)))
        let solid = buffer.pixels.filter { $0 >> 24 == 0xFF }.map(PixelColor.init(premultipliedARGB:))
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { $0 == PixelColor(red: 255, green: 0, blue: 0) })
    }

    @Test func alignmentPlacesTheLineInTheFrame() throws {
        let frame = CGRect(x: 10, y: 0, width: 180, height: 40)
        let left = try #require(render(run("Title", in: frame, alignment: .left)).inkBounds())
        let center = try #require(render(run("Title", in: frame, alignment: .center)).inkBounds())
        let right = try #require(render(run("Title", in: frame, alignment: .right)).inkBounds())
        #expect(left.minX < 13)
        #expect(abs(center.midX - frame.midX) <= 1.5)
        #expect(right.maxX > frame.maxX - 3 && right.maxX <= frame.maxX)
        #expect(left.width == center.width && center.width == right.width)   // same glyph pixels
    }

    @Test func clippedSingleLineIsAlignedToo() throws {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        let center = try #require(render(run("Title", in: frame, alignment: .center, lineBreakMode: .byClipping)).inkBounds())
        #expect(abs(center.midX - frame.midX) <= 1.5)
    }

    @Test func textIsCentredVertically() throws {
        let short = try #require(render(run("Title", in: CGRect(x: 0, y: 0, width: 200, height: 30))).inkBounds())
        let tall = try #require(render(run("Title", in: CGRect(x: 0, y: 0, width: 200, height: 50))).inkBounds())
        #expect(tall.minY - short.minY == 10)
        #expect(tall.height == short.height)
    }

    @Test func tailTruncationKeepsTheLineInsideTheFrame() throws {
        let text = "A title far too long for its button"
        let frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        let truncated = try #require(render(run(text, in: frame, lineBreakMode: .byTruncatingTail)).inkBounds())
        let clipped = try #require(render(run(text, in: frame, lineBreakMode: .byClipping)).inkBounds())
        #expect(truncated.maxX <= frame.maxX)
        // Clipping draws the line on, cut at the frame's edge as UIKit's label cuts it at its bounds.
        #expect(clipped.maxX <= frame.maxX && clipped.maxX >= frame.maxX - 1)
        let head = render(run(text, in: frame, lineBreakMode: .byTruncatingHead))
        let middle = render(run(text, in: frame, lineBreakMode: .byTruncatingMiddle))
        let tail = render(run(text, in: frame, lineBreakMode: .byTruncatingTail))
        #expect(head.pixels != tail.pixels && middle.pixels != tail.pixels && head.pixels != middle.pixels)
        #expect(try #require(head.inkBounds()).maxX <= frame.maxX)
    }

    @Test func wrappingMeasuresLinesAndNumberOfLinesLimitsThem() {
        let text = "one two three four five six seven eight"
        let oneLine = measurer.size(of: "one", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        let wrapped = measurer.size(of: text, font: font, maxWidth: 90, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let twoLines = measurer.size(of: text, font: font, maxWidth: 90, numberOfLines: 2, lineBreakMode: .byWordWrapping)
        let truncated = measurer.size(of: text, font: font, maxWidth: 90, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(wrapped.width <= 90)
        #expect(wrapped.height >= 4 * oneLine.height - 4)
        #expect(abs(twoLines.height - 2 * oneLine.height) <= 1)
        #expect(abs(truncated.height - 2 * oneLine.height) <= 1)
    }

    @Test func drawingShowsOnlyNumberOfLines() throws {
        let text = "one two three four five six seven eight"
        let frame = CGRect(x: 0, y: 0, width: 90, height: 120)
        let all = try #require(render(run(text, in: frame, lineBreakMode: .byWordWrapping, numberOfLines: 0),
                                      size: CGSize(width: 100, height: 120)).inkBounds())
        let two = try #require(render(run(text, in: frame, lineBreakMode: .byWordWrapping, numberOfLines: 2),
                                      size: CGSize(width: 100, height: 120)).inkBounds())
        let oneLine = measurer.size(of: "one", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(two.height <= 2 * oneLine.height)
        #expect(all.height > 3 * oneLine.height)
        #expect(frame.contains(all) && frame.contains(two))
    }

    @Test func unlimitedLinesWithTruncationFitTheFrameHeight() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let frame = CGRect(x: 0, y: 0, width: 90, height: 45)
        let buffer = render(run(text, in: frame, lineBreakMode: .byTruncatingTail, numberOfLines: 0),
                            size: CGSize(width: 100, height: 120))
        let ink = try #require(buffer.inkBounds())
        #expect(frame.contains(ink))
    }

    @Test func boldTextIsWiderThanRegular() {
        let regular = measurer.size(of: "Subscribe", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping)
        let bold = measurer.size(of: "Subscribe", font: .boldSystemFont(ofSize: 17), maxWidth: nil, numberOfLines: 1,
                                 lineBreakMode: .byClipping)
        let semibold = measurer.size(of: "Subscribe", font: .systemFont(ofSize: 17, weight: .semibold), maxWidth: nil,
                                     numberOfLines: 1, lineBreakMode: .byClipping)
        #expect(bold.width > regular.width)
        #expect(semibold.width > regular.width)
        #expect(bold.height == regular.height)
    }

    @Test func systemFontAndHelveticaAreDejaVuSans() throws {
        let helvetica = try #require(UIFont(name: "Helvetica", size: 17))
        let mono = try #require(UIFont(name: "Menlo", size: 17))
        #expect(TextLayoutEngine.family(for: font) == "DejaVu Sans")
        #expect(TextLayoutEngine.family(for: helvetica) == "DejaVu Sans")
        #expect(TextLayoutEngine.family(for: mono) == "DejaVu Sans Mono")
        let frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(render(run("Same face", in: frame, font: helvetica)).pixels == render(run("Same face", in: frame)).pixels)
        #expect(render(run("Same face", in: frame, font: mono)).pixels != render(run("Same face", in: frame)).pixels)
    }

    @Test func shadowIsDrawnUnderTheTextAtItsOffset() throws {
        var shadowed = run("Shadow", in: CGRect(x: 0, y: 0, width: 200, height: 40), color: .black)
        shadowed.shadowColor = .blue
        shadowed.shadowOffset = CGSize(width: 3, height: 2)
        let plain = try #require(render(run("Shadow", in: shadowed.frame)).inkBounds())
        let buffer = render(shadowed)
        let ink = try #require(buffer.inkBounds())
        #expect(ink.maxX == plain.maxX + 3 && ink.maxY == plain.maxY + 2)
        let colors = Set(buffer.pixels.filter { $0 >> 24 == 0xFF }.map(PixelColor.init(premultipliedARGB:)))
        #expect(colors.contains(PixelColor(red: 0, green: 0, blue: 255)))
        #expect(colors.contains(PixelColor(red: 0, green: 0, blue: 0)))
    }

    @Test func textAtTwoTimesScaleHasTheSameLayoutInPoints() throws {
        let line = run("Scale", in: CGRect(x: 0, y: 0, width: 100, height: 30))
        let one = try #require(render(line, size: CGSize(width: 100, height: 30), scale: 1).inkBounds())
        let two = try #require(render(line, size: CGSize(width: 100, height: 30), scale: 2).inkBounds())
        #expect(abs(one.minX - two.minX) <= 1 && abs(one.maxX - two.maxX) <= 1)
        #expect(abs(one.minY - two.minY) <= 1 && abs(one.maxY - two.maxY) <= 1)
    }

    @Test func renderingTextIsDeterministicAndLayoutsAreCached() {
        let line = run("Cached layout", in: CGRect(x: 0, y: 0, width: 200, height: 30))
        let first = render(line, scale: 2)
        let count = TextLayoutEngine.shared.cachedLayoutCount
        let second = render(line, scale: 2)
        #expect(first.pixels == second.pixels)
        #expect(TextLayoutEngine.shared.cachedLayoutCount == count)
    }

    @Test func emptyTextAndEmptyFramesDrawNothing() {
        #expect(measurer.size(of: "", font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byTruncatingTail) == .zero)
        #expect(render(run("Hidden", in: CGRect(x: 0, y: 0, width: 0, height: 20))).inkBounds() == nil)
        #expect(render(run("Hidden", in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20))).inkBounds() == nil)
    }

    @Test func fontsArePinnedToTheProjectConfiguration() throws {
        #expect(FontConfiguration.isPinned)
        let path = try #require(FontConfiguration.fileURL?.path)
        #expect(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == path)
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        #expect(contents.contains("<dir>/usr/share/fonts/truetype/dejavu</dir>"))
        #expect(contents.contains("hintnone"))
    }

    /// The runtime an app drawn by this renderer starts with measures text with Pango, so a title is
    /// sized to what Pango draws; the engine's estimate gives another size.
    @Test func aRuntimeMadeByTheRendererMeasuresTextAndDecodesImagesAsItDraws() {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        #expect(runtime.textMeasurer is PangoTextMeasurer)
        #expect(runtime.imageDecoder is PNGImageDecoder)
        func fittingSize(in runtime: AppRuntime) -> CGSize {
            runtime.run {
                let label = UILabel()
                label.text = "Measured as drawn"
                return label.sizeThatFits(.zero)
            }
        }
        let pango = PangoTextMeasurer().size(of: "Measured as drawn", font: UILabel().font, maxWidth: nil,
                                             numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(fittingSize(in: runtime) == pango)
        #expect(fittingSize(in: AppRuntime()) != pango, "the estimate differs, so the check above means something")
    }
}
