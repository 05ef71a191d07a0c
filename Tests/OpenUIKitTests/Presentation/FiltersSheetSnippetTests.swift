import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A "filters" sheet written as an iOS 15+ developer writes it, unchanged: a controller with a list of
/// switches, presented with medium and large detents and a grabber, which the person pulls down to close.
@MainActor
final class FiltersViewController: UIViewController {
    let inStockOnly = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Filters"
        inStockOnly.frame = CGRect(x: 20, y: 40, width: 51, height: 31)
        view.addSubview(inStockOnly)
    }
}

@MainActor
final class ProductListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var filtersClosedByUser = false

    func showFilters() {
        let filters = FiltersViewController()
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
        present(filters, animated: true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        filtersClosedByUser = true
    }
}

@MainActor
@Suite struct FiltersSheetSnippetTests {
    @Test func theFiltersSheetOpensAtMediumWithAGrabberAndClosesWhenPulledDown() throws {
        let host = TestHost()
        let list = ProductListViewController()
        host.window.rootViewController = list
        list.showFilters()
        host.runUntilIdle()
        let filters = try #require(list.presentedViewController as? FiltersViewController)
        #expect(filters.view.frame == CGRect(x: 0, y: 443, width: 393, height: 409))
        #expect(filters.view.superview?.subviews.last?.isHidden == false, "the grabber shows on top")
        host.tap(filters.inStockOnly)
        #expect(filters.inStockOnly.isOn, "the sheet's controls work")
        host.drag(from: CGPoint(x: 196, y: 460), to: CGPoint(x: 196, y: 800), steps: 20, duration: 1)
        host.runUntilIdle()
        #expect(list.presentedViewController == nil)
        #expect(list.filtersClosedByUser)
    }
}
