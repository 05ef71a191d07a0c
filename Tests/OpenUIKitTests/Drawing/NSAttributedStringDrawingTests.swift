import Foundation
import Testing
@testable import OpenUIKit

/// `NSAttributedString` drawing and measuring (`draw(at:)`, `draw(in:)`, `draw(with:options:context:)`,
/// `size()`, `boundingRect(with:options:context:)`): the string's own attributes — those of its first
/// character — style it, as the same attributes passed to a plain string do.
@MainActor
@Suite struct NSAttributedStringDrawingTests {
    let font = UIFont.boldSystemFont(ofSize: 18)
    let text = "Twelve new messages are waiting for you"

    func inRuntime<Result>(_ body: () -> Result) -> Result {
        AppRuntime(textMeasurer: EstimatingTextMeasurer(advanceFactor: 0.55)).run(body)
    }

    var attributes: [NSAttributedString.Key: Any] { [.font: font, .foregroundColor: UIColor.white] }

    @Test func measuresAsTheStringWithItsAttributes() {
        inRuntime {
            let string = NSAttributedString(string: text, attributes: attributes)
            #expect(string.size() == text.size(withAttributes: attributes))
            let limit = CGSize(width: 120, height: 500)
            #expect(string.boundingRect(with: limit, options: .usesLineFragmentOrigin, context: nil)
                    == text.boundingRect(with: limit, options: .usesLineFragmentOrigin, attributes: attributes, context: nil))
            #expect(string.boundingRect(with: limit, options: [], context: nil).height == font.lineHeight)
        }
    }

    @Test func drawsAsTheStringWithItsAttributes() {
        let rect = CGRect(x: 4, y: 6, width: 120, height: 500)
        func recorded(_ body: () -> Void) -> [DisplayCommand] {
            inRuntime { UIGraphicsContext.record { _ in body() } }
        }
        let string = NSAttributedString(string: text, attributes: attributes)
        #expect(recorded { string.draw(in: rect) } == recorded { text.draw(in: rect, withAttributes: attributes) })
        #expect(recorded { string.draw(at: rect.origin) } == recorded { text.draw(at: rect.origin, withAttributes: attributes) })
        #expect(recorded { string.draw(with: rect, options: .truncatesLastVisibleLine, context: nil) }
                == recorded { text.draw(with: rect, options: .truncatesLastVisibleLine, attributes: attributes, context: nil) })
        #expect(!recorded { string.draw(in: rect) }.isEmpty)
    }

    @Test func theFirstCharactersAttributesStyleTheWholeString() throws {
        let string = NSMutableAttributedString(string: "Bold", attributes: [.font: font])
        string.append(NSAttributedString(string: " plain", attributes: [.foregroundColor: UIColor.red]))
        let runs = inRuntime { DisplayList(UIGraphicsContext.record { _ in string.draw(at: .zero) }).textRuns }
        let run = try #require(runs.first)
        #expect(runs.count == 1 && run.text == "Bold plain" && run.font == font && run.color == .black)
    }

    @Test func anEmptyStringMeasuresZeroAndDrawsNothing() {
        inRuntime {
            let empty = NSAttributedString(string: "")
            #expect(empty.size() == .zero)
            #expect(UIGraphicsContext.record { _ in empty.draw(at: .zero) }.isEmpty)
        }
    }
}
