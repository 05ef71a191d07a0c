import Foundation
import Testing
import OpenUIKit

/// Sizes come from the default ``EstimatingTextMeasurer`` (a character is half the point size wide, a
/// line 1.2 × the size, rounded up): at the default 17 pt, "Hello" is 43 × 21.
@MainActor
@Suite struct UILabelTests {
    @Test func defaultsAreUIKits() {
        let label = UILabel(frame: .zero)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func intrinsicSizeComesFromTheMeasurer() {
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.font = .systemFont(ofSize: 10)
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: 12))
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
    }

    @Test func sizeThatFitsWrapsToTheWidthForMultipleLines() {
        let label = UILabel(frame: .zero)
        // 80 pt holds 9 characters of 8.5 pt: "one two" / "three" / "four".
        label.text = "one two three four"
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 60, height: 63))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)).height == 21)
        label.numberOfLines = -3
        #expect(label.numberOfLines == 0)
        label.preferredMaxLayoutWidth = 80
        #expect(label.intrinsicContentSize.height == 63)
    }

    @Test func aMultiLineLabelWrapsInATruncatingModeToo() {
        // UILabel's default mode, .byTruncatingTail, wraps words when numberOfLines is not 1: only the
        // last line that fits is shortened. So a wrapping label measures the same in either mode.
        let label = UILabel(frame: .zero)
        label.text = "one two three four"
        label.numberOfLines = 0
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 60, height: 63))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 60, height: 42))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 80, height: 0)) == CGSize(width: 80, height: 21),
                "one line is cut at the width, not wrapped")
    }

    @Test func drawsOneRunCentredVerticallyWithItsAttributes() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 61))
        label.text = "Hello"
        label.textColor = .red
        label.textAlignment = .center
        label.shadowColor = .gray
        label.shadowOffset = CGSize(width: 1, height: 1)
        let runs = label.contentDisplayList.textRuns
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run.frame == CGRect(x: 0, y: 20, width: 200, height: 21))
        #expect(run.color == .red && run.alignment == .center && run.font == .systemFont(ofSize: 17))
        #expect(run.shadowColor == .gray && run.shadowOffset == CGSize(width: 1, height: 1))
        #expect(run.numberOfLines == 1 && run.lineBreakMode == .byTruncatingTail)
    }

    @Test func changesRedrawTheLabel() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "A"
        #expect(label.contentDisplayList.texts == ["A"])
        label.text = "B"
        #expect(label.contentDisplayList.texts == ["B"])
        label.textColor = .blue
        #expect(label.contentDisplayList.textRuns.first?.color == .blue)
        label.text = nil
        #expect(label.contentDisplayList.isEmpty)
    }

    @Test func sizeChangesInvalidateTheSuperviewsLayout() {
        final class Container: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: .zero)
        container.addSubview(label)
        container.layoutIfNeeded()
        let before = container.layouts
        label.text = "Longer"
        container.layoutIfNeeded()
        #expect(container.layouts == before + 1)
        label.textColor = .red
        container.layoutIfNeeded()
        #expect(container.layouts == before + 1)
    }

    @Test func attributedTextSetsTextAndStylesTheRun() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.green])
        #expect(label.text == "Styled")
        #expect(label.contentDisplayList.textRuns.first?.color == .green)
        label.text = "Plain"
        #expect(label.attributedText == nil)
        #expect(label.contentDisplayList.textRuns.first?.color == .label)
        label.attributedText = NSAttributedString(string: "Again")
        label.attributedText = nil
        #expect(label.text == nil)
    }

    /// UIKit resets a label to its own font and text color when `text` is set, even to the string the
    /// attributed text already shows; the label kept the old attributes then.
    @Test func settingTheSameTextClearsTheAttributes() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let bold = UIFont.boldSystemFont(ofSize: 30)
        label.attributedText = NSAttributedString(string: "Same", attributes: [.foregroundColor: UIColor.green, .font: bold])
        #expect(label.contentDisplayList.textRuns.first?.color == .green)
        let styledSize = label.intrinsicContentSize
        label.text = "Same"
        #expect(label.attributedText == nil)
        #expect(label.text == "Same")
        #expect(label.contentDisplayList.textRuns.first?.color == .label)
        #expect(label.contentDisplayList.textRuns.first?.font == label.font)
        #expect(label.intrinsicContentSize != styledSize, "the size is measured again with the label's font")
        // Setting attributed text whose string equals the text styles it again.
        label.attributedText = NSAttributedString(string: "Same", attributes: [.foregroundColor: UIColor.green])
        #expect(label.attributedText?.string == "Same")
        #expect(label.contentDisplayList.textRuns.first?.color == .green)
    }
}
