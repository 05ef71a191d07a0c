import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// UIStackView's distributions, alignments, spacing and bookkeeping, with frames worked out from
/// Apple's documented rules for each `UIStackView.Distribution` and `UIStackView.Alignment`.
@MainActor
@Suite struct UIStackViewTests {
    /// A view with a fixed natural size, as a label or an image view has.
    final class Box: UIView {
        let natural: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            natural = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { natural }
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-3 }

    private func expectFrames(_ views: [UIView], x: [CGFloat], width: [CGFloat],
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = views.map(\.frame)
        #expect(zip(frames.map(\.minX), x).allSatisfy(close), "x: \(frames.map(\.minX))", sourceLocation: sourceLocation)
        #expect(zip(frames.map(\.width), width).allSatisfy(close), "width: \(frames.map(\.width))", sourceLocation: sourceLocation)
    }

    private func expectFrames(_ views: [UIView], y: [CGFloat], height: [CGFloat],
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = views.map(\.frame)
        #expect(zip(frames.map(\.minY), y).allSatisfy(close), "y: \(frames.map(\.minY))", sourceLocation: sourceLocation)
        #expect(zip(frames.map(\.height), height).allSatisfy(close), "height: \(frames.map(\.height))", sourceLocation: sourceLocation)
    }

    /// Three boxes 50×20, 60×30 and 70×40 in a horizontal stack with a fixed frame.
    private func row(width: CGFloat = 300, height: CGFloat = 100, spacing: CGFloat = 10,
                     _ distribution: UIStackView.Distribution = .fill,
                     _ alignment: UIStackView.Alignment = .fill) -> (UIView, UIStackView, [Box]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let boxes = [Box(50, 20), Box(60, 30), Box(70, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.spacing = spacing
        stack.distribution = distribution
        stack.alignment = alignment
        root.addSubview(stack)
        root.layoutIfNeeded()
        return (root, stack, boxes)
    }

    // MARK: Distributions

    @Test func fillStretchesTheLastViewWhenHuggingIsEqual() {
        let (_, _, boxes) = row()
        // 50 + 60 + 70 + 2 × 10 = 200 of 300: the 100 left go to the last view.
        expectFrames(boxes, x: [0, 60, 130], width: [50, 60, 170])
        expectFrames(boxes, y: [0, 0, 0], height: [100, 100, 100])
    }

    @Test func fillStretchesTheViewWithTheLowestHuggingPriority() {
        let (root, _, boxes) = row()
        boxes[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        expectFrames(boxes, x: [0, 60, 230], width: [50, 160, 70])
    }

    @Test func fillShrinksByCompressionResistance() {
        let (root, stack, boxes) = row(width: 150)
        // 50 too many: equal resistance shrinks the last view.
        expectFrames(boxes, x: [0, 60, 130], width: [50, 60, 20])
        boxes[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        root.layoutIfNeeded()
        expectFrames(boxes, x: [0, 10, 80], width: [0, 60, 70])
        #expect(stack.frame.width == 150)
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, _, boxes) = row(.fillEqually)
        let width: CGFloat = (300 - 20) / 3
        expectFrames(boxes, x: [0, width + 10, 2 * width + 20], width: [width, width, width])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicSize() {
        let (_, _, boxes) = row(.fillProportionally)
        // 280 points after the gaps, in the ratio 50 : 60 : 70.
        let widths: [CGFloat] = [280 * 50 / 180, 280 * 60 / 180, 280 * 70 / 180]
        expectFrames(boxes, x: [0, widths[0] + 10, widths[0] + widths[1] + 20], width: widths)
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        let (_, _, boxes) = row(.equalSpacing)
        // 120 points left over, two gaps of 60; the views keep their natural widths.
        expectFrames(boxes, x: [0, 110, 230], width: [50, 60, 70])
    }

    @Test func equalSpacingKeepsTheMinimumAndCompressesWhenTooNarrow() {
        let (_, _, boxes) = row(width: 150, .equalSpacing)
        expectFrames(boxes, x: [0, 60, 130], width: [50, 60, 20])
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        let (_, _, boxes) = row(spacing: 0, .equalCentering)
        // Centres at 25 and 265 (300 − 70/2): the middle one at 145.
        expectFrames(boxes, x: [0, 115, 230], width: [50, 60, 70])
    }

    @Test func equalCenteringShrinksTheGapsToTheSpacingBeforeTheViews() {
        // Even centres would leave a 40-point gap, under the 45-point minimum: the gaps stay at 45 and
        // the views keep their widths (180 + 2 × 45 = 270).
        let (_, _, boxes) = row(width: 270, spacing: 45, .equalCentering)
        expectFrames(boxes, x: [0, 95, 200], width: [50, 60, 70])
    }

    // MARK: Alignments

    @Test func horizontalAlignmentsPlaceTheViewsAcross() {
        let cases: [(UIStackView.Alignment, [CGFloat])] = [(.top, [0, 0, 0]), (.center, [40, 35, 30]), (.bottom, [80, 70, 60]),
                                                           // Baselines at the bottom edge, the group as high as it goes.
                                                           (.firstBaseline, [20, 10, 0]), (.lastBaseline, [20, 10, 0])]
        for (alignment, y) in cases {
            let (_, _, boxes) = row(.fillEqually, alignment)
            expectFrames(boxes, y: y, height: [20, 30, 40])
        }
    }

    @Test func verticalAlignmentsPlaceTheViewsAcross() {
        let cases: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [200, 200, 200]), (.leading, [0, 0, 0], [50, 60, 70]),
            (.center, [75, 70, 65], [50, 60, 70]), (.trailing, [150, 140, 130], [50, 60, 70]),
        ]
        for (alignment, x, width) in cases {
            let (root, stack, boxes) = row(width: 200, height: 300, .fill, alignment)
            stack.axis = .vertical
            root.layoutIfNeeded()
            expectFrames(boxes, x: x, width: width)
            // 20 + 30 + 40 + 2 × 10 = 90 of 300: the last view takes the rest.
            expectFrames(boxes, y: [0, 30, 70], height: [20, 30, 230])
        }
    }

    @Test func aVerticalStackWithBaselineAlignmentFillsAndSaysSo() {
        let (root, stack, boxes) = row(width: 200, height: 300)
        let diagnostics = Diagnostics.record {
            stack.axis = .vertical
            stack.alignment = .firstBaseline
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["layout.stackView.baselineAlignment"])
        expectFrames(boxes, x: [0, 0, 0], width: [200, 200, 200])
    }

    @Test func anUnconstrainedStackHugsItsViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let boxes = [Box(50, 20), Box(60, 30), Box(70, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.alignment = .center
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 5, y: 7, width: 200, height: 40))
        expectFrames(boxes, y: [10, 5, 0], height: [20, 30, 40])
        #expect(!stack.hasAmbiguousLayout)
    }

    // MARK: Spacing and margins

    @Test func customSpacingReplacesTheSpacingAfterOneView() {
        let (root, stack, boxes) = row(.equalSpacing)
        stack.frame.size.width = 0
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fill
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: boxes[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: boxes[1])
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        expectFrames(boxes, x: [0, 80, 148], width: [50, 60, 70])
        #expect(stack.frame.width == 218)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
        expectFrames(boxes, x: [0, 60, 128], width: [50, 60, 70])
        let refused = Diagnostics.record { stack.setCustomSpacing(4, after: UIView()) }
        #expect(refused.map(\.code) == ["layout.stackView.invalidCustomSpacing"])
    }

    @Test func marginsRelativeArrangementLaysOutInsideTheMargins() {
        let (root, stack, boxes) = row(spacing: 0, .fillEqually)
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        let width: CGFloat = 260 / 3
        expectFrames(boxes, x: [20, 20 + width, 20 + 2 * width], width: [width, width, width])
        expectFrames(boxes, y: [10, 10, 10], height: [80, 80, 80])
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        expectFrames(boxes, y: [0, 0, 0], height: [100, 100, 100])
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let (root, stack, boxes) = row(width: 100, height: 300, spacing: 50)
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        // Baseline to baseline (bottom edges here) 50 points apart, the last one on the stack's
        // bottom: the first view stretches to bring its baseline down to 200.
        #expect(boxes.map(\.frame.maxY) == [200, 250, 300])
        #expect(boxes.map(\.frame.height) == [200, 30, 40])
    }

    // MARK: Hidden views

    @Test func aHiddenViewCollapsesAndComesBack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let boxes = [Box(50, 20), Box(60, 30), Box(70, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(stack.frame.width == 200)
        boxes[1].isHidden = true
        root.layoutIfNeeded()
        #expect(boxes[2].frame.minX == 60, "one gap and the hidden view's width are gone")
        #expect(boxes[1].frame.width == 0)
        #expect(stack.frame.width == 130)
        #expect(stack.arrangedSubviews.count == 3, "a hidden view stays arranged")
        boxes[1].isHidden = false
        root.layoutIfNeeded()
        expectFrames(boxes, x: [0, 60, 130], width: [50, 60, 70])
        boxes[0].isHidden = true
        root.layoutIfNeeded()
        expectFrames([boxes[1], boxes[2]], x: [0, 70], width: [60, 70])
    }

    @Test func hidingAViewInsideAnAnimationAnimatesTheOthers() {
        let host = TestHost()
        let boxes = [Box(50, 20), Box(60, 30), Box(70, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.distribution = .fillEqually
        host.window.addSubview(stack)
        host.window.layoutIfNeeded()
        #expect(boxes[2].frame.minX == 200)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { boxes[1].isHidden = true })
        #expect(boxes[2].frame.minX == 150, "the model frame changes at once")
        #expect(boxes[2].presentedCenter.x == 250, "drawn where it was")
        host.advance(by: 0.5 + 1e-9)
        #expect(abs(boxes[2].presentedCenter.x - 237.5) < 1e-3, "halfway from 250 to 225")
        host.advance(by: 0.5)
        #expect(boxes[2].presentedCenter.x == 225)
    }

    // MARK: Bookkeeping

    @Test func arrangedSubviewsAreASubsetOfSubviews() {
        let a = UIView(), b = UIView(), c = UIView(), other = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints, "the stack view turns autoresizing constraints off")
        stack.addSubview(other)
        #expect(stack.arrangedSubviews == [a, b], "a plain subview is not arranged")
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a], "an arranged view moves")
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b])
        #expect(a.superview === stack, "removeArrangedSubview leaves the view a subview, as UIKit does")
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b], "leaving the stack view leaves the arranged views")
        let otherStack = UIStackView()
        otherStack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.isEmpty && otherStack.arrangedSubviews == [b])
        let diagnostics = Diagnostics.record {
            otherStack.insertArrangedSubview(UIView(), at: 5)
            otherStack.addArrangedSubview(otherStack)
        }
        #expect(diagnostics.map(\.code) == ["layout.stackView.indexOutOfRange", "layout.stackView.invalidArrangedSubview"])
        #expect(otherStack.arrangedSubviews == [b])
    }

    @Test func theStackViewsConstraintsAreItsOwnWithUIKitsIdentifiers() {
        let (root, stack, boxes) = row()
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        #expect(root.constraints.isEmpty && boxes.allSatisfy { $0.constraints.isEmpty })
        #expect(stack.layoutGuides.isEmpty)
        let before = stack.constraints.count
        stack.removeArrangedSubview(boxes[2])
        root.layoutIfNeeded()
        #expect(stack.constraints.count < before)
        #expect(!stack.constraints.contains { $0.firstItem === boxes[2] || $0.secondItem === boxes[2] })
    }

    @Test func propertiesHaveUIKitsDefaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4 && UIStackView.Alignment.lastBaseline.rawValue == 5)
        let refused = Diagnostics.record { stack.spacing = .nan }
        #expect(refused.map(\.code) == ["layout.stackView.invalidSpacing"] && stack.spacing == 0)
    }
}
