import Foundation
import Testing
@testable import OpenUIKit

/// Strings drawn and measured in code, from Apple's documentation of `NSString` UIKit additions
/// (`draw(at:withAttributes:)`, `draw(in:withAttributes:)`, `draw(with:options:attributes:context:)`,
/// `size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`), measured with the
/// deterministic estimating measurer (each character 0.55 × the point size, so widths are fractional;
/// lines ``UIFont/lineHeight`` tall).
@MainActor
@Suite struct StringDrawingTests {
    let measurer = EstimatingTextMeasurer(advanceFactor: 0.55)
    let font = UIFont.systemFont(ofSize: 20)
    let long = "The quick brown fox jumps over the lazy dog again and again"

    /// Runs `body` in a runtime of its own measuring with ``measurer``.
    func inRuntime<Result>(_ body: () -> Result) -> Result {
        AppRuntime(textMeasurer: measurer).run(body)
    }

    /// The text runs `body` records.
    func runs(_ body: () -> Void) -> [TextRun] {
        inRuntime { DisplayList(UIGraphicsContext.record { _ in body() }).textRuns }
    }

    func lineWidth(_ text: String, _ font: UIFont) -> CGFloat {
        measurer.unroundedSize(of: text, font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping,
                               lineSpacing: 0).width
    }

    // MARK: Measuring

    @Test func sizeGrowsWithTheFont() {
        inRuntime {
            let small = "Badge".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            let large = "Badge".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
            #expect(large.width > small.width && large.height > small.height)
            #expect(small.width == lineWidth("Badge", .systemFont(ofSize: 12)))
            #expect(small.height == UIFont.systemFont(ofSize: 12).lineHeight)
        }
    }

    @Test func sizesAreFractionalAsUIKitReturnsThem() {
        inRuntime {
            let small = UIFont.systemFont(ofSize: 12)  // 6.6 points a character
            let size = "abc".size(withAttributes: [.font: small])
            #expect(size.width != size.width.rounded())
            #expect(size.width.rounded(.up) == measurer.size(of: "abc", font: small, maxWidth: nil, numberOfLines: 0,
                                                             lineBreakMode: .byWordWrapping).width)
        }
    }

    @Test func withoutAFontTheTextIsHelvetica12() {
        inRuntime {
            let helvetica = UIFont(name: "Helvetica", size: 12)!
            #expect("Hello".size(withAttributes: nil) == "Hello".size(withAttributes: [.font: helvetica]))
            #expect("Hello".size(withAttributes: [:]).height == helvetica.lineHeight)
        }
    }

    @Test func lineBreaksStartNewLines() {
        inRuntime {
            let one = "ab".size(withAttributes: [.font: font])
            let two = "ab\ncd".size(withAttributes: [.font: font])
            #expect(two.height == 2 * one.height && two.width == one.width)
        }
    }

    @Test func nsStringMeasuresAsString() {
        inRuntime {
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            #expect(("Hello" as NSString).size(withAttributes: attributes) == "Hello".size(withAttributes: attributes))
            let bounds = CGSize(width: 100, height: 1_000)
            #expect(("Hello" as NSString).boundingRect(with: bounds, options: .usesLineFragmentOrigin,
                                                       attributes: attributes, context: nil)
                    == "Hello".boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: attributes,
                                            context: nil))
        }
    }

    @Test func boundingRectWrapsWithinTheWidthWithLineFragmentOrigin() {
        inRuntime {
            let rect = long.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                         options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            #expect(rect.origin == .zero)
            #expect(rect.width <= 150 && rect.width > 100)
            #expect(rect.height > font.lineHeight)
            #expect(rect.height.truncatingRemainder(dividingBy: font.lineHeight) == 0)
        }
    }

    @Test func withoutLineFragmentOriginTheStringIsOneLine() {
        inRuntime {
            let rect = long.boundingRect(with: CGSize(width: 150, height: 1_000), options: [],
                                         attributes: [.font: font], context: nil)
            #expect(rect.height == font.lineHeight)
            // The line is cut at the width, so what shows is as wide as the width.
            #expect(long.size(withAttributes: [.font: font]).width > 150 && rect.width == 150)
            let short = "Hi".boundingRect(with: CGSize(width: 150, height: 1_000), options: [],
                                          attributes: [.font: font], context: nil)
            #expect(short.width == lineWidth("Hi", font))
            let truncated = long.boundingRect(with: CGSize(width: 150, height: 1_000), options: .truncatesLastVisibleLine,
                                              attributes: [.font: font], context: nil)
            #expect(truncated.height == font.lineHeight && truncated.width <= 150)
        }
    }

    @Test func aZeroOrUnlimitedSizeMeansNoLimit() {
        inRuntime {
            let natural = long.size(withAttributes: [.font: font])
            for size in [CGSize.zero, CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                         CGSize(width: -5, height: CGFloat.nan)] {
                let rect = long.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: [.font: font],
                                             context: nil)
                #expect(rect.size == natural)
            }
        }
    }

    @Test func onlyWholeLinesThatFitTheHeightAreLaidOut() {
        inRuntime {
            let height = font.lineHeight * 2.5
            let rect = long.boundingRect(with: CGSize(width: 150, height: height), options: .usesLineFragmentOrigin,
                                         attributes: [.font: font], context: nil)
            #expect(rect.height == 2 * font.lineHeight)
            let tooShort = long.boundingRect(with: CGSize(width: 150, height: font.lineHeight / 2),
                                             options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            #expect(tooShort == .zero)
        }
    }

    @Test func aTruncatingParagraphStyleKeepsTheParagraphToOneLine() {
        inRuntime {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = .byTruncatingTail
            let rect = long.boundingRect(with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin,
                                         attributes: [.font: font, .paragraphStyle: style], context: nil)
            #expect(rect.height == font.lineHeight && rect.width <= 150)
        }
    }

    @Test func lineSpacingSeparatesLinesButNotTheLast() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        inRuntime {
            #expect("One".size(withAttributes: attributes).height == font.lineHeight)
            #expect("One\nTwo\nThree".size(withAttributes: attributes).height == 3 * font.lineHeight + 2 * 6)
            // Two lines and their spacing fit; a third does not.
            let limit = CGSize(width: 150, height: 3 * font.lineHeight + 6)
            let rect = long.boundingRect(with: limit, options: .usesLineFragmentOrigin, attributes: attributes,
                                         context: nil)
            #expect(rect.height == 2 * font.lineHeight + 6)
        }
        let run = try #require(runs { long.draw(in: CGRect(x: 0, y: 0, width: 150, height: 500),
                                                withAttributes: attributes) }.first)
        #expect(run.lineSpacing == 6)
        // Negative spacing is none, as UIKit's is always nonnegative.
        style.lineSpacing = -4
        inRuntime {
            #expect("One\nTwo".size(withAttributes: attributes).height == 2 * font.lineHeight)
        }
    }

    /// A spacing too large to keep (past Float's range) is none: no crash fitting lines into a rect.
    @Test func aSpacingPastTheRangeIsNone() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 1e39
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        inRuntime {
            #expect("One\nTwo".size(withAttributes: attributes).height == 2 * font.lineHeight)
        }
        let run = try #require(runs { "Hello\nWorld".draw(in: CGRect(x: 0, y: 0, width: 100, height: 30),
                                                          withAttributes: attributes) }.first)
        #expect(run.lineSpacing == 0)
    }

    @Test func theDrawingContextGetsTheTotalBounds() {
        inRuntime {
            let context = NSStringDrawingContext()
            let rect = long.boundingRect(with: CGSize(width: 150, height: 1_000), options: .usesLineFragmentOrigin,
                                         attributes: [.font: font], context: context)
            #expect(context.totalBounds == rect)
            #expect(context.actualScaleFactor == 1)
        }
    }

    // MARK: Drawing

    @Test func drawAtDrawsUnwrappedLinesFromThePoint() throws {
        let runs = runs { "Hi\nthere".draw(at: CGPoint(x: 5, y: 7), withAttributes: [.font: font]) }
        let run = try #require(runs.first)
        #expect(runs.count == 1)
        #expect(run.text == "Hi\nthere" && run.font == font && run.color == .black)
        #expect(run.frame.origin == CGPoint(x: 5, y: 7))
        #expect(run.frame.height == 2 * font.lineHeight)
        #expect(run.frame.width == lineWidth("there", font).rounded(.up))
        #expect(run.numberOfLines == 0 && run.lineBreakMode == .byWordWrapping)
    }

    @Test func drawInWrapsWithinTheRectFromItsTop() throws {
        let rect = CGRect(x: 10, y: 20, width: 150, height: 400)
        let expected = inRuntime {
            long.boundingRect(with: rect.size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        }
        let run = try #require(runs { long.draw(in: rect, withAttributes: [.font: font, .foregroundColor: UIColor.red]) }.first)
        #expect(run.color == .red)
        #expect(run.frame == CGRect(x: 10, y: 20, width: 150, height: expected.height))
        #expect(run.lineBreakMode == .byWordWrapping && run.numberOfLines == 0)
    }

    @Test func drawInShowsTheLinesThatFitAndTruncationEllipsizesTheLast() throws {
        let rect = CGRect(x: 0, y: 0, width: 150, height: font.lineHeight * 2.5)
        let clipped = try #require(runs { long.draw(in: rect, withAttributes: [.font: font]) }.first)
        #expect(clipped.numberOfLines == 2 && clipped.lineBreakMode == .byWordWrapping)
        #expect(clipped.frame.height == 2 * font.lineHeight)
        let truncated = try #require(runs {
            long.draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                      attributes: [.font: font], context: nil)
        }.first)
        #expect(truncated.numberOfLines == 2 && truncated.lineBreakMode == .byTruncatingTail)
        // Text that fits is not truncated.
        let fits = try #require(runs {
            "Short".draw(with: rect, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                         attributes: [.font: font], context: nil)
        }.first)
        #expect(fits.lineBreakMode == .byWordWrapping)
    }

    @Test func alignmentPlacesTheTextWithinTheRect() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let rect = CGRect(x: 10, y: 0, width: 200, height: 50)
        let context = NSStringDrawingContext()
        let run = try #require(runs {
            "Hi".draw(with: rect, options: .usesLineFragmentOrigin, attributes: [.font: font, .paragraphStyle: style],
                      context: context)
        }.first)
        #expect(run.alignment == .center && run.frame.minX == 10 && run.frame.width == 200)
        let width = lineWidth("Hi", font)
        #expect(context.totalBounds == CGRect(x: 10 + (200 - width) / 2, y: 0, width: width, height: font.lineHeight))
    }

    @Test func backgroundAndShadowAttributesAreDrawn() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowColor = UIColor.blue
        let commands = inRuntime {
            UIGraphicsContext.record { _ in
                "Hi".draw(at: CGPoint(x: 3, y: 4), withAttributes: [.font: font, .backgroundColor: UIColor.systemOrange,
                                                                    .shadow: shadow])
            }
        }
        #expect(commands.count == 2)
        guard case let .fillPath(path, color, _, _) = commands.first, case let .text(run) = commands.last else {
            Issue.record("expected a background fill, then the text: \(commands)")
            return
        }
        #expect(color == .systemOrange)
        #expect(path.bounds() == CGRect(x: 3, y: 4, width: lineWidth("Hi", font), height: font.lineHeight))
        #expect(run.shadowColor == .blue && run.shadowOffset == CGSize(width: 1, height: 2))
        // NSShadow's defaults are UIKit's: up 3 points, black at a third opacity.
        let plain = try #require(runs { "Hi".draw(at: .zero, withAttributes: [.shadow: NSShadow()]) }.first)
        #expect(plain.shadowOffset == CGSize(width: 0, height: -3))
        #expect(plain.shadowColor == UIColor(white: 0, alpha: 1.0 / 3.0))
    }

    @Test func drawingFollowsTheContextsTransformAlphaAndShadow() throws {
        let commands = inRuntime {
            UIGraphicsContext.record { context in
                context.translateBy(x: 10, y: 20)
                context.scaleBy(x: 2, y: 2)
                context.setAlpha(0.5)
                context.setShadow(offset: CGSize(width: 0, height: 1), blur: 0, color: UIColor.red.cgColor)
                "Hi".draw(at: CGPoint(x: 1, y: 1), withAttributes: [.font: font])
            }
        }
        let run = try #require(DisplayList(commands).textRuns.first)
        #expect(run.frame.origin == CGPoint(x: 12, y: 22))
        #expect(run.font == font.withSize(40))
        #expect(run.frame.height == 2 * font.lineHeight)
        #expect(run.color == UIColor.black.multiplyingAlpha(by: 0.5))
        #expect(run.shadowColor == UIColor.red.multiplyingAlpha(by: 0.5) && run.shadowOffset == CGSize(width: 0, height: 1))
    }

    @Test func textUnderARotationIsDrawnUprightWithAWarning() throws {
        var commands: [DisplayCommand] = []
        let reports = inRuntime {
            Diagnostics.record {
                commands = UIGraphicsContext.record { context in
                    context.rotate(by: .pi / 2)
                    "Hi".draw(at: .zero, withAttributes: [.font: font])
                }
            }
        }
        #expect(reports.map(\.code) == ["graphics.textTransform"])
        let run = try #require(DisplayList(commands).textRuns.first)
        #expect(abs(run.font.pointSize - font.pointSize) < 1e-9)
        // Upright, centred where the rotation puts the frame's centre (rotated a quarter turn about the origin).
        let width = lineWidth("Hi", font).rounded(.up)
        #expect(abs(run.frame.midX - -font.lineHeight / 2) < 1e-9 && abs(run.frame.midY - width / 2) < 1e-9)
    }

    @Test func drawingOutsideAContextWarnsAndDrawsNothing() {
        let reports = inRuntime {
            Diagnostics.record {
                "Hi".draw(at: .zero, withAttributes: nil)
                ("Hi" as NSString).draw(in: CGRect(x: 0, y: 0, width: 50, height: 50), withAttributes: nil)
            }
        }
        #expect(reports.map(\.code) == ["graphics.noContext", "graphics.noContext"])
    }

    @Test func anAttributeOfTheWrongTypeIsIgnoredWithAWarning() throws {
        var drawn: [TextRun] = []
        let reports = inRuntime {
            Diagnostics.record {
                drawn = DisplayList(UIGraphicsContext.record { _ in
                    "Hi".draw(at: .zero, withAttributes: [.font: "Courier", .foregroundColor: UIColor.green])
                }).textRuns
            }
        }
        #expect(reports.map(\.code) == ["text.attributeType"])
        let run = try #require(drawn.first)
        #expect(run.font == UIFont(name: "Helvetica", size: 12) && run.color == .green)
    }

    @Test func emptyOrClearTextDrawsNothing() {
        #expect(runs {
            "".draw(at: .zero, withAttributes: nil)
            "Hi".draw(at: .zero, withAttributes: [.foregroundColor: UIColor.clear])
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 100, height: 1), withAttributes: nil)
        }.isEmpty)
        inRuntime {
            #expect("".size(withAttributes: nil) == .zero)
        }
    }
}
