import OpenUIKit
import OpenUIKitTesting
import Testing

/// A filter bar as an iOS app writes it, in a Swift 5 language-mode client: a segmented control picks
/// the filter, a page control pages through results, a progress view follows the download's
/// `Progress` — compiling with only `import OpenUIKit`.
final class Swift5FilterBarController: UIViewController {
    let filterControl = UISegmentedControl(items: ["All", "Unread", "Flagged"])
    let pageControl = UIPageControl()
    let progressView = UIProgressView(progressViewStyle: .default)
    let download = Progress(totalUnitCount: 10)
    var filter = "All"

    override func viewDidLoad() {
        super.viewDidLoad()
        filterControl.selectedSegmentIndex = 0
        filterControl.selectedSegmentTintColor = .systemBlue
        filterControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        filterControl.frame = CGRect(x: 16, y: 60, width: 300, height: 32)
        filterControl.addTarget(self, action: Swift5FilterBarController.filterChanged, for: .valueChanged)
        view.addSubview(filterControl)

        pageControl.numberOfPages = 4
        pageControl.hidesForSinglePage = true
        pageControl.frame = CGRect(origin: CGPoint(x: 16, y: 100), size: pageControl.size(forNumberOfPages: 4))
        view.addSubview(pageControl)

        progressView.frame = CGRect(x: 16, y: 140, width: 300, height: 4)
        progressView.progressTintColor = .systemGreen
        progressView.observedProgress = download
        view.addSubview(progressView)
    }

    func filterChanged(_ sender: UISegmentedControl) {
        filter = sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "All"
    }
}

@MainActor
@Suite struct FilterBarClientTests {
    @Test func theFilterBarWorksFromASwift5Client() {
        let host = TestHost()
        let controller = Swift5FilterBarController()
        host.window.rootViewController = controller
        host.window.layoutIfNeeded()
        host.tap(at: controller.filterControl.convert(CGPoint(x: 250, y: 16), to: host.window))
        #expect(controller.filter == "Flagged")
        controller.download.completedUnitCount = 5
        host.advance(by: 0.1)
        #expect(controller.progressView.progress == 0.5)
        #expect(controller.pageControl.frame.width > 0)
    }
}
