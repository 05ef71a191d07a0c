import Foundation
import Testing
@testable import OpenUIKit

/// Text runs recorded through the Core Graphics state (``UIGraphicsContext/applyingState(to:)``): as in
/// UIKit, where all text is drawn through the context's transform, alpha and shadow.
@MainActor
@Suite struct UIGraphicsContextTextTests {
    let run = TextRun(text: "Inbox", frame: CGRect(x: 2, y: 3, width: 40, height: 20), font: .systemFont(ofSize: 17),
                      color: .black)

    @Test func withoutStateARunIsRecordedAsItIs() {
        let commands = UIGraphicsContext.record { context in
            context.saveGState()
            context.restoreGState()
            context.draw(run)
        }
        #expect(commands == [.text(run)])
    }

    @Test func aLabelSubclassThatTranslatesDrawsItsTextThere() throws {
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let moved = TranslatingLabel(frame: plain.frame)
        for label in [plain, moved] { label.text = "Moved" }
        let before = try #require(plain.contentDisplayList.textRuns.first)
        let after = try #require(moved.contentDisplayList.textRuns.first)
        #expect(after.frame == before.frame.offsetBy(dx: 5, dy: 6))
        #expect(after.font == before.font && after.color == before.color)
    }

    @Test func nothingIsRecordedWhenTheStateHidesTheText() {
        let hidden = UIGraphicsContext.record { context in
            context.setAlpha(0)
            context.draw(run)
        }
        let flattened = UIGraphicsContext.record { context in
            context.scaleBy(x: 0, y: 0)
            context.draw(run)
        }
        #expect(hidden.isEmpty && flattened.isEmpty)
    }

    @Test func aRunsOwnShadowWinsOverTheContexts() throws {
        var shadowed = run
        shadowed.shadowColor = .blue
        shadowed.shadowOffset = CGSize(width: 0, height: -1)
        let commands = UIGraphicsContext.record { context in
            context.setShadow(offset: CGSize(width: 3, height: 3), blur: 2, color: UIColor.red.cgColor)
            context.draw(shadowed)
        }
        #expect(commands == [.text(shadowed)])
    }
}

/// A label that moves its text, as a UIKit subclass overriding `drawText(in:)` does.
final class TranslatingLabel: UILabel {
    override func drawText(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.translateBy(x: 5, y: 6)
        super.drawText(in: rect)
    }
}
