import Foundation
import Testing
import OpenUIKit

/// `adjustsFontSizeToFitWidth`, `minimumScaleFactor` and `baselineAdjustment`, as Apple documents
/// them: text too wide for the label is drawn in a smaller font, down to the font's size times the
/// minimum scale factor (0, the default, means the current size is the smallest: nothing shrinks);
/// the label's intrinsic size stays the full font's. Sizes come from the default
/// `EstimatingTextMeasurer`: a character advances half the point size, a line is 1.2 × the size
/// rounded up — "Hello world" at 17 pt is 93.5 points wide.
@MainActor
@Suite struct UILabelFontAdjustmentTests {
    private func label(width: CGFloat, height: CGFloat = 40, text: String = "Hello world") -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.text = text
        return label
    }

    private func drawnRun(_ label: UILabel) throws -> TextRun {
        try #require(label.contentDisplayList.textRuns.first)
    }

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines)
    }

    @Test func textTooWideShrinksToFitTheWidthAndNoFurther() throws {
        let label = label(width: 60)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let run = try drawnRun(label)
        // 60 / 93.5 of 17 pt is 10.9 pt: the largest size whose text fits.
        #expect(run.font.pointSize < 17 && run.font.pointSize >= 10.5)
        #expect(CGFloat(11) * run.font.pointSize / 2 <= 60, "the text fits the width")
        #expect(run.font.fontName == label.font.fontName, "the same face, smaller")
        #expect(label.font.pointSize == 17, "the label's font is unchanged")
        #expect(label.intrinsicContentSize.width == 94, "the intrinsic size is the full font's")
    }

    @Test func theMinimumScaleFactorBoundsTheShrinking() throws {
        let label = label(width: 40)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.8
        #expect(try drawnRun(label).font.pointSize == 17 * 0.8, "the smallest size allowed; the rest is truncated")
        label.minimumScaleFactor = 0
        #expect(try drawnRun(label).font.pointSize == 17, "0 means the current size is the smallest")
    }

    @Test func textThatFitsOrALabelThatDoesNotAdjustKeepsItsFont() throws {
        let wide = label(width: 200)
        wide.adjustsFontSizeToFitWidth = true
        wide.minimumScaleFactor = 0.5
        #expect(try drawnRun(wide).font.pointSize == 17)
        let narrow = label(width: 60)
        narrow.minimumScaleFactor = 0.5
        #expect(try drawnRun(narrow).font.pointSize == 17)
    }

    @Test func aWiderLabelDrawsItsTextLargerAgain() throws {
        let label = label(width: 60)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let narrow = try drawnRun(label).font.pointSize
        label.frame.size.width = 80
        let wider = try drawnRun(label).font.pointSize
        #expect(wider > narrow)
        label.frame.size.width = 300
        #expect(try drawnRun(label).font.pointSize == 17)
    }

    @Test func aMultiLineLabelShrinksUntilItsLinesFitItsHeight() throws {
        // Wrapped to 100 points, at 17 pt this needs four 21-point lines; two lines fit in 30 points only
        // at 12.5 pt or less.
        let label = label(width: 100, height: 30, text: "one two three four five six")
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingTail
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        let size = try drawnRun(label).font.pointSize
        #expect(size <= 12.5 && size >= 8)
    }

    @Test func baselineAdjustmentPlacesTheSmallerLine() throws {
        // Full size: a 21-point line centred in 61 points, from y 20 to 41.
        let label = label(width: 60, height: 61)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let shrunkHeight = (try drawnRun(label).font.pointSize * 1.2).rounded(.up)
        #expect(try drawnRun(label).frame.maxY == 41, "alignBaselines: the line ends where the full line did")
        label.baselineAdjustment = .alignCenters
        #expect(try drawnRun(label).frame.midY == 30.5)
        label.baselineAdjustment = .none
        #expect(try drawnRun(label).frame.minY == 20)
        #expect(try drawnRun(label).frame.height == shrunkHeight)
    }
}
