import OpenUIKit
import OpenUIKitTesting

/// A card sheet presented without animation over a root controller on iPhone 15 (``TestHost``), with a
/// ``SheetDelegateSpy`` as its delegate: where the tests of a person dismissing a sheet by touch (a
/// drag, a tap on the dimmed area) start.
@MainActor
struct PresentedSheet {
    let host: TestHost
    let root: UIViewController
    let sheet: UIViewController
    let delegate: SheetDelegateSpy
    var controller: UISheetPresentationController { sheet.sheetPresentationController! }

    /// Presents a sheet with `detents`, modal in presentation when `modal`; `configure` adjusts its
    /// sheet presentation controller before the presentation.
    init(detents: [UISheetPresentationController.Detent] = [.large()], modal: Bool = false,
         configure: (UISheetPresentationController) -> Void = { _ in }) {
        host = TestHost()
        root = UIViewController()
        host.window.rootViewController = root
        sheet = UIViewController()
        sheet.isModalInPresentation = modal
        delegate = SheetDelegateSpy()
        let controller = sheet.sheetPresentationController!
        controller.detents = detents
        controller.delegate = delegate
        configure(controller)
        root.present(sheet, animated: false)
        host.window.layoutIfNeeded()
    }
}
