import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// The scroll indicators: shown while the user scrolls, sized and placed by the visible share of the
/// content, faded out after scrolling stops, and flashed on demand.
@MainActor
@Suite struct UIScrollViewIndicatorTests {
    private func bars(_ scrollView: UIScrollView) -> [UIView] {
        scrollView.subviews.filter { $0 is ScrollIndicatorView && !$0.isHidden }
    }

    @Test func defaultsFollowUIKit() {
        let scrollView = UIScrollView()
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.indicatorStyle == .default)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scrollView.verticalScrollIndicatorInsets == .zero && scrollView.horizontalScrollIndicatorInsets == .zero)
        #expect(scrollView.subviews.isEmpty, "no bar before the first scroll")
    }

    @Test func aDragShowsTheVerticalBarSizedByTheVisibleShareThenItFades() throws {
        let f = ScrollFixture()
        let id = f.host.touchDown(at: f.middle)
        f.host.send(.move, at: CGPoint(x: 190, y: 285), pointer: id)
        f.host.send(.move, at: CGPoint(x: 190, y: 85), pointer: id)
        let bar = try #require(bars(f.scrollView).first)
        #expect(bars(f.scrollView).count == 1, "the content does not scroll sideways")
        #expect(f.scrollView.subviews.last === bar)
        // 400 of 1200 points visible: a third of the 394-point track; offset 200 of 800: a quarter of the way.
        let length: CGFloat = 394.0 / 3
        #expect(abs(bar.frame.height - length) < 1e-9)
        #expect(bar.frame.minX == 300 - 3 - 3 && bar.frame.width == 3)
        #expect(abs(bar.frame.minY - (200 + 3 + (394 - length) / 4)) < 0.001)
        f.host.advance(by: 0.2)
        f.host.send(.up, at: CGPoint(x: 190, y: 85), pointer: id)
        f.host.advance(by: 0.4)
        #expect(!bar.isHidden && bar.alpha == 1)
        f.host.advance(by: 0.5)
        #expect(bar.isHidden, "faded out half a second after scrolling stopped")
    }

    @Test func hiddenIndicatorsAreNotShown() {
        let f = ScrollFixture()
        f.scrollView.showsVerticalScrollIndicator = false
        f.slowDrag(by: CGPoint(x: 0, y: -100))
        #expect(bars(f.scrollView).isEmpty)
    }

    @Test func flashShowsTheBarsForAMomentAndContentAddedLaterStaysBelowThem() throws {
        let f = ScrollFixture()
        f.scrollView.flashScrollIndicators()
        let bar = try #require(bars(f.scrollView).first)
        #expect(bar.frame.minY == 3)
        f.scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44)))
        #expect(f.scrollView.subviews.last === bar)
        f.host.advance(by: 1)
        #expect(bars(f.scrollView).isEmpty)
    }

    @Test func theBarShortensWhenTheContentIsPulledPastAnEdge() {
        let inRange = UIScrollView.indicatorSpan(offset: 0, minimum: 0, maximum: 800, visible: 400, content: 1200,
                                                 track: (start: 3, length: 394))
        let pulled = UIScrollView.indicatorSpan(offset: -50, minimum: 0, maximum: 800, visible: 400, content: 1200,
                                                track: (start: 3, length: 394))
        #expect(pulled.start == 3 && pulled.length == inRange.length - 50)
        let long = UIScrollView.indicatorSpan(offset: 0, minimum: 0, maximum: 100_000, visible: 400, content: 100_400,
                                              track: (start: 3, length: 394))
        #expect(long.length == 36)
    }

    @Test func theWhiteStyleDrawsLightBars() throws {
        let f = ScrollFixture()
        f.scrollView.indicatorStyle = .white
        f.scrollView.flashScrollIndicators()
        let bar = try #require(bars(f.scrollView).first)
        #expect(bar.backgroundColor == UIColor(white: 1, alpha: 0.35))
        f.scrollView.indicatorStyle = .black
        #expect(bar.backgroundColor == UIColor(white: 0, alpha: 0.35))
    }
}
