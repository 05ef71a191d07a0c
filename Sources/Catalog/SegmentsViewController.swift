import Foundation
import OpenUIKit

/// The "Segments, Pages & Progress" screen, as UIKitCatalog's segmented control, page control,
/// progress view and activity indicator screens together: each control's `.valueChanged` is logged
/// (`--log-events`), and the controls drive each other so a person sees them work:
/// - a segmented control picks how far the progress bar goes (0 %, 50 %, 100 %, animated);
/// - a segmented control made from `UIAction`s, with a disabled segment, picks the indicator's style;
/// - a page control pages through three pages, and its page is shown in a label;
/// - the progress bar follows a Foundation `Progress` that "Step" advances by a quarter.
@MainActor
final class SegmentsViewController: UIViewController {
    let amountControl = UISegmentedControl(items: ["0%", "50%", "100%"])
    let styleControl = UISegmentedControl(frame: .zero, actions: [])
    let pageControl = UIPageControl(frame: .zero)
    let pageLabel = UILabel()
    let progressView = UIProgressView(progressViewStyle: .default)
    let observedProgressView = UIProgressView(progressViewStyle: .bar)
    let stepButton = UIButton(type: .system)
    let activityIndicator = UIActivityIndicatorView(style: .medium)
    /// The task the lower bar observes; "Step" completes one of its four units.
    let task = Progress(totalUnitCount: 4)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.segments.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 16, top: 20)

        amountControl.selectedSegmentIndex = 0
        amountControl.addTarget(self, action: SegmentsViewController.amountChanged, for: .valueChanged)
        column.addRow(amountControl)

        for (title, style) in [("Medium", UIActivityIndicatorView.Style.medium), ("Large", .large),
                               ("Legacy", .gray)] {
            let action = UIAction(title: title) { [weak self] _ in self?.showIndicatorStyle(style, named: title) }
            styleControl.insertSegment(action: action, at: styleControl.numberOfSegments, animated: false)
        }
        styleControl.setEnabled(false, forSegmentAt: 2)
        styleControl.selectedSegmentIndex = 0
        styleControl.selectedSegmentTintColor = .systemBlue
        styleControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        styleControl.heightAnchor.constraint(equalToConstant: UISegmentedControl.standardHeight).isActive = true
        column.addRow(styleControl)

        activityIndicator.hidesWhenStopped = false
        activityIndicator.color = .systemBlue
        activityIndicator.heightAnchor.constraint(equalToConstant: 40).isActive = true
        activityIndicator.startAnimating()
        column.addRow(activityIndicator)

        column.addRow(progressView)

        pageControl.numberOfPages = 3
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.heightAnchor.constraint(equalToConstant: UIPageControl.standardHeight).isActive = true
        pageControl.addTarget(self, action: SegmentsViewController.pageChanged, for: .valueChanged)
        column.breakColumn()                                        // in compact height
        column.addRow(pageControl)
        pageLabel.textAlignment = .center
        pageLabel.text = "Page 1 of 3"
        pageLabel.heightAnchor.constraint(equalToConstant: 24).isActive = true
        column.addRow(pageLabel)

        observedProgressView.trackTintColor = .systemGray5
        observedProgressView.heightAnchor.constraint(equalToConstant: 6).isActive = true
        observedProgressView.observedProgress = task
        column.addRow(observedProgressView)
        stepButton.setTitle("Step", for: .normal)
        stepButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
        stepButton.addTarget(self, action: SegmentsViewController.step, for: .touchUpInside)
        column.addRow(stepButton)
    }

    func amountChanged(_ sender: UISegmentedControl) {
        let fraction = Float(sender.selectedSegmentIndex) / 2
        progressView.setProgress(fraction, animated: true)
        EventLog.record("valueChanged: amount \(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "")")
    }

    private func showIndicatorStyle(_ style: UIActivityIndicatorView.Style, named name: String) {
        activityIndicator.style = style
        EventLog.record("action: indicator \(name)")
    }

    func pageChanged(_ sender: UIPageControl) {
        pageLabel.text = "Page \(sender.currentPage + 1) of \(sender.numberOfPages)"
        EventLog.record("valueChanged: page \(sender.currentPage + 1)")
    }

    func step() {
        task.completedUnitCount = min(task.completedUnitCount + 1, task.totalUnitCount)
        EventLog.record("tap: Step (\(task.completedUnitCount)/\(task.totalUnitCount))")
    }
}
