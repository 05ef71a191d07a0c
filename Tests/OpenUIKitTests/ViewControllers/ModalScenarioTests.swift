import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

// The scenario of "iPad Modal View Controllers" (shared/articles/004): a master view controller's
// button presents a DetailViewController wrapped in a UINavigationController; the detail's Done bar
// button calls its weak delegate, and the master — the presenting controller — dismisses it.

@MainActor
protocol ModalViewControllerDelegate: AnyObject {
    func didDismissModalView()
}

@MainActor
final class DetailViewController: UIViewController {
    weak var delegate: (any ModalViewControllerDelegate)?
    private(set) var doneSender: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: Selector("dismissView:", DetailViewController.dismissView))
    }

    func dismissView(_ sender: UIBarButtonItem) {
        doneSender = sender
        delegate?.didDismissModalView()
    }
}

@MainActor
final class MasterViewController: UIViewController, ModalViewControllerDelegate {
    let button = UIButton(type: .system)
    var style: UIModalPresentationStyle = .fullScreen
    private(set) var dismissRequests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 40, y: 120, width: 200, height: 44)
        button.setTitle("Show Detail", for: .normal)
        button.addTarget(self, action: Selector("buttonAction:", MasterViewController.buttonAction),
                         for: .touchUpInside)
        view.addSubview(button)
    }

    func buttonAction(_ sender: Any) {
        let viewController = DetailViewController()
        viewController.delegate = self
        let navController = UINavigationController(rootViewController: viewController)
        navController.modalPresentationStyle = style
        present(navController, animated: true)
    }

    func didDismissModalView() {
        dismissRequests += 1
        dismiss(animated: true)
    }
}

@MainActor
@Suite struct ModalScenarioTests {
    private func runScenario(device: UIScreen.Device, orientation: UIInterfaceOrientation,
                             style: UIModalPresentationStyle, expectedFrame: CGRect) throws {
        let host = TestHost(device: device, orientation: orientation)
        let master = MasterViewController()
        master.style = style
        host.window.rootViewController = master

        weak var weakNav: UINavigationController?
        weak var weakDetail: DetailViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            host.tap(master.button)
            let nav = try #require(master.presentedViewController as? UINavigationController)
            let detail = try #require(nav.topViewController as? DetailViewController)
            weakNav = nav
            weakDetail = detail
            weakPresentation = nav.presentationController
            #expect(nav.presentingViewController === master)
            #expect(nav.isBeingPresented == true)
            host.advance(by: 0.6)
            #expect(nav.isBeingPresented == false)
            #expect(nav.view.frame == expectedFrame)
            #expect(nav.view.window === host.window)

            let frame = host.render().windowFrame(ofText: "Done")
            #expect(host.render().texts.contains("Detail"))
            let done = try #require(frame)
            host.tap(at: CGPoint(x: done.midX, y: done.midY))
            #expect(master.dismissRequests == 1)
            #expect(detail.doneSender === detail.navigationItem.rightBarButtonItem)
            #expect(nav.isBeingDismissed == true)
            #expect(master.presentedViewController === nav, "still presented while the transition runs")
        }
        host.advance(by: 0.6)
        #expect(master.presentedViewController == nil)
        #expect(!host.render().texts.contains("Done"))
        #expect(master.view.window === host.window)
        #expect(weakNav == nil)
        #expect(weakDetail == nil)
        #expect(weakPresentation == nil)
    }

    @Test func phoneFullScreenFromButtonTapToDelegateDismissal() throws {
        try runScenario(device: .iPhone15, orientation: .portrait, style: .fullScreen,
                    expectedFrame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func iPadFormSheetInLandscapeFromButtonTapToDelegateDismissal() throws {
        try runScenario(device: .iPad, orientation: .landscapeLeft, style: .formSheet,
                    expectedFrame: CGRect(x: (1180 - 540) / 2, y: (820 - 620) / 2, width: 540, height: 620))
    }

    @Test func iPadPageSheetInLandscapeLeavesTheMasterVisibleButDimmed() throws {
        try runScenario(device: .iPad, orientation: .landscapeRight, style: .pageSheet,
                    expectedFrame: CGRect(x: (1180 - 820) / 2, y: 0, width: 820, height: 820))
    }
}
