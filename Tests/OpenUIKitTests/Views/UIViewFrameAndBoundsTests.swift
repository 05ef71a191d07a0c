import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewFrameAndBoundsTests {
    @Test func settingFrameMovesCenterAndResizesBoundsKeepingItsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 3, y: 4)
        view.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
        #expect(view.center == CGPoint(x: 30, y: 50))
        #expect(view.bounds == CGRect(x: 3, y: 4, width: 40, height: 60))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 40, height: 60))
    }

    @Test func settingBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 50, height: 20)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
        // Only the origin of bounds: the frame does not move.
        view.bounds.origin = CGPoint(x: 7, y: 9)
        #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
    }

    @Test func negativeSizesAreStandardized() {
        let view = UIView()
        view.frame = CGRect(x: 10, y: 10, width: -4, height: -6)
        #expect(view.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
        #expect(view.bounds.size == CGSize(width: 4, height: 6))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteGeometryIsRefusedWithAnErrorAndChangesNothing(bad: CGFloat) {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let before = (view.frame, view.bounds, view.center)
        let diagnostics = Diagnostics.record {
            view.frame = CGRect(x: bad, y: 0, width: 10, height: 10)
            view.frame = CGRect(x: 0, y: 0, width: 10, height: bad)
            view.bounds = CGRect(x: 0, y: bad, width: 10, height: 10)
            view.bounds.size.width = bad
            view.center = CGPoint(x: 5, y: bad)
        }
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.code == "view.invalidGeometry" && $0.severity == .error })
        #expect(view.frame == before.0 && view.bounds == before.1 && view.center == before.2)
    }

    @Test func nonFiniteInitialFrameIsSanitizedToZeroComponentsAndReported() {
        var view: UIView?
        let diagnostics = Diagnostics.record {
            view = UIView(frame: CGRect(x: CGFloat.nan, y: 5, width: CGFloat.infinity, height: 10))
        }
        #expect(diagnostics.map(\.code) == ["view.invalidGeometry"])
        #expect(view?.frame == CGRect(x: 0, y: 5, width: 0, height: 10))
    }

    @Test func sizeThatFitsDefaultsToTheCurrentSizeAndSizeToFitKeepsTheOrigin() {
        final class FixedSizeView: UIView {
            var asked: CGSize?
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                asked = size
                return CGSize(width: 12, height: 34)
            }
        }
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(plain.sizeThatFits(CGSize(width: 999, height: 999)) == CGSize(width: 30, height: 40))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 30, height: 40))

        let fixed = FixedSizeView(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        fixed.sizeToFit()
        #expect(fixed.asked == CGSize(width: 100, height: 100))
        #expect(fixed.frame == CGRect(x: 5, y: 6, width: 12, height: 34))
    }

    @Test func sizeToFitNeverMovesTheOriginOrAcceptsNaN() {
        final class OddSizeView: UIView {
            var answer = CGSize.zero
            override func sizeThatFits(_ size: CGSize) -> CGSize { answer }
        }
        let view = OddSizeView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        view.answer = CGSize(width: -20, height: 4)
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 0, height: 4))
        view.answer = CGSize(width: CGFloat.nan, height: 4)
        let diagnostics = Diagnostics.record { view.sizeToFit() }
        #expect(diagnostics.map(\.code) == ["view.invalidGeometry"])
        #expect(view.frame == CGRect(x: 5, y: 6, width: 0, height: 4))
    }

    @Test func intrinsicContentSizeDefaultsToNoMetric() {
        let view = UIView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test func invalidateIntrinsicContentSizeLaysOutTheViewAndItsSuperview() {
        let log = EventLog()
        let parent = LoggingView("parent", log: log)
        let child = LoggingView("child", log: log)
        let sibling = LoggingView("sibling", log: log)
        parent.addSubview(child)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        log.clear()
        child.invalidateIntrinsicContentSize()
        parent.layoutIfNeeded()
        #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }
}
