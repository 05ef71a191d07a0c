import Testing
import OpenUIKit
import OpenUIKitTesting

/// A "filters" sheet as an iOS 15+ app in Swift 5 mode presents it: medium and large detents, a grabber,
/// the presenter usable below the medium detent, and the selected detent followed through the delegate.
class Swift5ShopViewController: UIViewController, UISheetPresentationControllerDelegate {
    var expandedFilters = false

    func showFilters() {
        let filters = UIViewController()
        filters.view.backgroundColor = .systemBackground
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.delegate = self
        }
        present(filters, animated: true, completion: nil)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        expandedFilters = sheetPresentationController.selectedDetentIdentifier == .large
    }
}

@MainActor @Test func swift5ModeFiltersSheetRestsAtMediumAndExpandsWhenDraggedUp() throws {
    let host = TestHost()
    let shop = Swift5ShopViewController()
    host.window.rootViewController = shop
    shop.showFilters()
    host.runUntilIdle()
    let filters = try #require(shop.presentedViewController)
    #expect(filters.view.frame.minY == 443, "medium: half of 749 above the home indicator")
    host.drag(from: CGPoint(x: 196, y: 480), to: CGPoint(x: 196, y: 150), steps: 20, duration: 2)
    host.runUntilIdle()
    #expect(shop.expandedFilters)
    #expect(filters.view.frame.minY == 69)
}
