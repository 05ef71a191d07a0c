import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// UIPageControl's page rules, sizing, drawing and tapping, from Apple's documentation and HIG.
@MainActor
@Suite struct UIPageControlTests {
    private func dotColors(_ control: UIPageControl) -> [UIColor] {
        control.contentDisplayList.commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
    }

    @Test func currentPageIsPinnedToThePages() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.currentPage = 3
        #expect(control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test func sizeGrowsByOnePitchPerPage() {
        let control = UIPageControl(frame: .zero)
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        let three = control.size(forNumberOfPages: 3)
        let four = control.size(forNumberOfPages: 4)
        #expect(four.width - three.width == UIPageControl.indicatorPitch)
        #expect(three.height == 26)
        control.numberOfPages = 4
        #expect(control.intrinsicContentSize == four)
        #expect(control.backgroundStyle == .automatic)
        control.backgroundStyle = .prominent
        #expect(control.backgroundStyle.rawValue == 1)
    }

    @Test func drawsOneDotPerPageInTheTints() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        control.numberOfPages = 3
        control.currentPage = 1
        #expect(dotColors(control) == [UIPageControl.defaultIndicatorColor, UIPageControl.defaultCurrentIndicatorColor,
                                       UIPageControl.defaultIndicatorColor])
        control.pageIndicatorTintColor = .gray
        control.currentPageIndicatorTintColor = .black
        #expect(dotColors(control) == [.gray, .black, .gray])
        #expect(control.indicatorCenter(forPage: 1).x == 100)
    }

    @Test func hidesForSinglePageDrawsNothingAndIgnoresTaps() {
        let host = TestHost()
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 26))
        host.window.addSubview(control)
        control.numberOfPages = 1
        #expect(dotColors(control).count == 1)
        control.hidesForSinglePage = true
        #expect(dotColors(control).isEmpty)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .touchDown)
        host.tap(at: CGPoint(x: 150, y: 113))
        #expect(changes == 0)
    }

    @Test func tapsPageByOneTowardTheSideOfTheCurrentDot() {
        let host = TestHost()
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 300, height: 26))
        control.numberOfPages = 5
        control.currentPage = 2
        host.window.addSubview(control)
        var pages: [Int] = []
        control.addAction(UIAction { _ in pages.append(control.currentPage) }, for: .valueChanged)
        host.tap(at: CGPoint(x: 290, y: 113))
        host.tap(at: CGPoint(x: 290, y: 113))
        host.tap(at: CGPoint(x: 290, y: 113))
        #expect(pages == [3, 4])
        host.tap(at: CGPoint(x: 5, y: 113))
        #expect(pages == [3, 4, 3])
        // Right of the current dot but left of the control's center still goes forward (iOS 14's rule).
        control.currentPage = 0
        let justRight = control.indicatorCenter(forPage: 0).x + 6
        host.tap(at: CGPoint(x: justRight, y: 113))
        #expect(pages == [3, 4, 3, 1])
        #expect(justRight < 150)
    }

    @Test func settingThePageInCodeSendsNothingAndDisabledIgnoresTaps() {
        let host = TestHost()
        let control = UIPageControl(frame: CGRect(x: 0, y: 100, width: 300, height: 26))
        control.numberOfPages = 3
        host.window.addSubview(control)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.currentPage = 2
        control.isEnabled = false
        host.tap(at: CGPoint(x: 10, y: 113))
        #expect(changes == 0 && control.currentPage == 2)
    }
}
