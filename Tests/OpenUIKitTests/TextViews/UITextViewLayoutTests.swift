import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Where a text view puts its text, as UIKit's: wrapped by word at the width less the container
/// inset (8 points above and below) and the line fragment padding (5 points each side), a content
/// size that follows the text, and — with scrolling disabled — an intrinsic height that grows the
/// view with its text under Auto Layout. The test host's estimating measurer advances 8.5 points a
/// character in the 17-point body font.
@MainActor
@Suite struct UITextViewLayoutTests {
    let host = TestHost()

    private func lineTexts(_ textView: UITextView) -> [String] {
        textView.lines(forViewWidth: textView.bounds.width).lines
            .map { (textView.text as NSString).substring(with: $0.range) }
    }

    @Test func textWrapsByWordAtTheContainerWidth() {
        // 10 + 8.5 × 10 = 95: ten characters fit on a line.
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 95, height: 200))
        host.window.addSubview(textView)
        textView.text = "one two three fours\n\nfive"
        #expect(lineTexts(textView) == ["one two ", "three ", "fours", "", "five"])
        textView.text = "one two three four"
        #expect(lineTexts(textView) == ["one two ", "three four"])
        textView.text = "abcdefghijklmnop"
        #expect(lineTexts(textView) == ["abcdefghij", "klmnop"])
    }

    @Test func theContentSizeFollowsTheTextAndTheInsets() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        host.window.addSubview(textView)
        textView.text = "1\n2\n3\n4\n5"
        host.window.layoutIfNeeded()
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(textView.contentSize == CGSize(width: 200, height: (5 * line + 16).rounded(.up)))
        textView.textContainerInset = .zero
        host.window.layoutIfNeeded()
        #expect(textView.contentSize.height == (5 * line).rounded(.up))
        #expect(textView.textContainer.size.width == 190)
    }

    @Test func paddingAndInsetsPlaceTheFirstCharacter() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        host.window.addSubview(textView)
        textView.text = "x"
        #expect(textView.caretRect(at: 0).origin == CGPoint(x: 5, y: 8))
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainerInset = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        #expect(textView.caretRect(at: 1).origin == CGPoint(x: 3 + 8.5, y: 2))
    }

    @Test func aScrollingViewHasNoIntrinsicSize() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.text = "hello"
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: (line + 16).rounded(.up)))
        #expect(textView.sizeThatFits(CGSize(width: 50, height: 0)).height == (2 * line + 16).rounded(.up))
    }

    /// The growing chat box: pinned to the sides and the bottom, no height constraint, scrolling off.
    @Test func withScrollingDisabledAutoLayoutGrowsTheViewWithItsText() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -20),
            textView.bottomAnchor.constraint(equalTo: host.window.bottomAnchor, constant: -100),
        ])
        host.window.layoutIfNeeded()
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(textView.frame.height == (line + 16).rounded(.up))
        textView.becomeFirstResponder()
        // The window is 393 wide: 353 - 10 = 343 points a line, 40 characters.
        host.type("The quick brown fox jumps over the lazy dog and keeps running")
        host.window.layoutIfNeeded()
        #expect(textView.frame.height == (2 * line + 16).rounded(.up))
        #expect(textView.frame.maxY == host.window.bounds.height - 100)
        host.type("\nthird line")
        host.window.layoutIfNeeded()
        #expect(textView.frame.height == (3 * line + 16).rounded(.up))
        #expect(textView.contentOffset == .zero)
    }

    @Test func scrollRangeToVisibleShowsTheRange() {
        // Below the safe area, which would otherwise take up the view's inset.
        let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 200, height: 60))
        host.window.addSubview(textView)
        textView.text = (1...20).map(String.init).joined(separator: "\n")
        textView.scrollRangeToVisible(NSRange(location: (textView.text as NSString).length, length: 0))
        let caret = textView.caretRect(at: (textView.text as NSString).length)
        #expect(textView.bounds.minY <= caret.minY && caret.maxY <= textView.bounds.maxY)
        #expect(textView.contentOffset.y > 0)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(textView.contentOffset.y <= 8)
    }

    @Test func eachLineIsDrawnAsARunInTheTextsLook() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 95, height: 200))
        host.window.addSubview(textView)
        textView.attributedText = NSAttributedString(string: "one two three", attributes: [
            .foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ])
        let runs = textView.contentDisplayList.textRuns
        #expect(runs.map(\.text) == ["one two ", "three"])
        #expect(runs.allSatisfy { $0.color == .red && $0.decoration?.underlineStyle == .single })
        #expect(runs.map(\.frame.minY) == [8, 8 + textView.font!.lineHeight])
    }
}
