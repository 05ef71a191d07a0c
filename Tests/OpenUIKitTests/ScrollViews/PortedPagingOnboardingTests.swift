import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// An onboarding screen as iOS apps write it: a paging scroll view of full-width pages laid out in
/// `viewDidLayoutSubviews`, a page control kept in step from `scrollViewDidScroll`, and a "Next" button
/// that scrolls to the next page animated. The controller compiles unchanged against UIKit.
@MainActor
@Suite struct PortedPagingOnboardingTests {
    final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
        let titles = ["Welcome", "Sync", "Share"]
        let scrollView = UIScrollView()
        let pageControl = UIPageControl()
        let nextButton = UIButton(type: .system)
        private var pages: [UILabel] = []
        private(set) var settledPages: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            scrollView.isPagingEnabled = true
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.delegate = self
            view.addSubview(scrollView)
            for title in titles {
                let page = UILabel()
                page.text = title
                page.textAlignment = .center
                scrollView.addSubview(page)
                pages.append(page)
            }
            pageControl.numberOfPages = titles.count
            view.addSubview(pageControl)
            nextButton.setTitle("Next", for: .normal)
            nextButton.addAction(UIAction { [weak self] _ in self?.showNextPage() }, for: .touchUpInside)
            view.addSubview(nextButton)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let bounds = view.bounds
            scrollView.frame = CGRect(x: 0, y: 100, width: bounds.width, height: 400)
            for (index, page) in pages.enumerated() {
                page.frame = CGRect(x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: 400)
            }
            scrollView.contentSize = CGSize(width: bounds.width * CGFloat(pages.count), height: 400)
            pageControl.frame = CGRect(x: 0, y: 520, width: bounds.width, height: 30)
            nextButton.frame = CGRect(x: bounds.width - 120, y: 600, width: 100, height: 44)
        }

        func showNextPage() {
            let next = min(pageControl.currentPage + 1, titles.count - 1)
            scrollView.setContentOffset(CGPoint(x: CGFloat(next) * scrollView.bounds.width, y: 0), animated: true)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.bounds.width > 0 else { return }
            pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            settledPages.append(pageControl.currentPage)
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            settledPages.append(pageControl.currentPage)
        }
    }

    @Test func swipingAndTheNextButtonTurnThePages() {
        let host = TestHost()
        let controller = OnboardingViewController()
        host.window.rootViewController = controller
        host.advance(by: 0)
        let width = controller.view.bounds.width
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 300))
        _ = host.runUntilIdle(limit: 5)
        #expect(controller.scrollView.contentOffset == CGPoint(x: width, y: 0))
        #expect(controller.pageControl.currentPage == 1)
        host.tap(controller.nextButton)
        host.advance(by: 0.5)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 2 * width, y: 0))
        #expect(controller.settledPages == [1, 2])
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 300))
        _ = host.runUntilIdle(limit: 5)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 2 * width, y: 0), "the last page stays")
        #expect(controller.pageControl.currentPage == 2)
    }
}
