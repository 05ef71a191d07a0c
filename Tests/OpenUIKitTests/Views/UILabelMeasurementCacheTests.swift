import Foundation
import Synchronization
import Testing
@testable import OpenUIKit

/// A label remembers its last two measurements until something that changes its text's layout
/// changes (``TextSizeCache``).
@MainActor
@Suite struct UILabelMeasurementCacheTests {
    /// The estimating measurer, counting the questions it answers.
    final class CountingMeasurer: TextMeasurer {
        let questions = Mutex(0)
        func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                  lineBreakMode: NSLineBreakMode) -> CGSize {
            questions.withLock { $0 += 1 }
            return EstimatingTextMeasurer().size(of: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                                 lineBreakMode: lineBreakMode)
        }
        var count: Int { questions.withLock { $0 } }
    }

    /// Runs `body` in a runtime of its own that measures with a counting measurer.
    func withCountingMeasurer(_ body: (CountingMeasurer) -> Void) {
        let counting = CountingMeasurer()
        let runtime = AppRuntime(textMeasurer: counting)
        runtime.run { body(counting) }
    }

    @Test func theNaturalSizeAndTheSizeInTheBoundsAreMeasuredOnce() {
        withCountingMeasurer { measurer in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            label.text = "A longer title"
            let natural = label.intrinsicContentSize
            let inBounds = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            for _ in 0..<5 {
                #expect(label.intrinsicContentSize == natural)
                #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1) == inBounds)
            }
            #expect(measurer.count == 2)
            _ = label.sizeThatFits(CGSize(width: 10, height: 100))
            #expect(measurer.count == 3, "a third question is measured")
        }
    }

    @Test func everyChangeToTheTextsLayoutMeasuresAgain() {
        withCountingMeasurer { measurer in
            let label = UILabel(frame: .zero)
            label.text = "Title"
            let short = label.intrinsicContentSize
            label.text = "A much longer title"
            #expect(label.intrinsicContentSize.width > short.width)
            label.font = .systemFont(ofSize: 40)
            #expect(label.intrinsicContentSize.height > short.height)
            label.attributedText = NSAttributedString(string: "A much longer title",
                                                      attributes: [.font: UIFont.systemFont(ofSize: 8)])
            #expect(label.intrinsicContentSize.height < short.height)
            let before = measurer.count
            label.numberOfLines = 0
            _ = label.intrinsicContentSize
            label.lineBreakMode = .byCharWrapping
            _ = label.intrinsicContentSize
            #expect(measurer.count == before + 2)
            label.textColor = .red  // color does not change a size
            _ = label.intrinsicContentSize
            #expect(measurer.count == before + 2)
        }
    }

    /// The intrinsic size is kept, as UIKit's, until the text, its look or the wrapping width changes:
    /// a new ``UILabel/preferredMaxLayoutWidth`` wraps a multi-line label's at once.
    @Test func theIntrinsicSizeIsKeptUntilTheWrappingWidthChanges() {
        withCountingMeasurer { measurer in
            let label = UILabel(frame: .zero)
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            label.text = "A title long enough to wrap onto several lines"
            let unlimited = label.intrinsicContentSize
            label.preferredMaxLayoutWidth = 60
            let wrapped = label.intrinsicContentSize
            #expect(wrapped.width <= 60)
            #expect(wrapped.height > unlimited.height)
            let count = measurer.count
            #expect(label.intrinsicContentSize == wrapped)
            #expect(measurer.count == count, "asked again, the kept size is answered")
            label.preferredMaxLayoutWidth = 0
            #expect(label.intrinsicContentSize == unlimited)
        }
    }
}
