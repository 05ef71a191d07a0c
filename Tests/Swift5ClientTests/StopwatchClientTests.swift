import Testing
import OpenUIKit
import OpenUIKitTesting

// A stopwatch screen as UIKit apps in Swift 5 mode write it: a view subclass with both initializers
// and `awakeFromNib()`, a controller with `init()` over `init(nibName: nil, bundle: nil)` and a
// `fatalError` `init?(coder:)`, a custom view set in `loadView()`, and a Timer whose block calls the
// controller's methods without `[weak self]`.

class StopwatchView: UIView {
    let timeLabel = UILabel()
    let startButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        timeLabel.text = "From a nib"
    }

    func setUp() {
        timeLabel.text = "0"
        timeLabel.textAlignment = .center
        startButton.setTitle("Start", for: .normal)
        addSubview(timeLabel)
        addSubview(startButton)
    }
}

class StopwatchViewController: UIViewController {
    var seconds = 0
    var timer: Timer?
    var stopwatchView: StopwatchView { return view as! StopwatchView }

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = StopwatchView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stopwatch"
        stopwatchView.startButton.addAction(UIAction { _ in self.start() }, for: .touchUpInside)
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.seconds += 1
            self.stopwatchView.timeLabel.text = "\(self.seconds)"
        }
    }
}

@MainActor @Test func swift5ModeBoilerplateBuildsAndTheStopwatchRuns() {
    let host = TestHost()
    let stopwatch = StopwatchViewController()
    host.window.rootViewController = stopwatch
    host.window.layoutIfNeeded()
    #expect(stopwatch.nibName == nil)
    #expect(stopwatch.title == "Stopwatch")
    #expect(stopwatch.stopwatchView.timeLabel.text == "0", "set up once in code; never awoken from a nib")
    stopwatch.stopwatchView.startButton.sendActions(for: .touchUpInside)
    host.advance(by: 3)
    #expect(stopwatch.stopwatchView.timeLabel.text == "3")
    stopwatch.timer?.invalidate()
}

@MainActor @Test func swift5ModeViewDecodedFromACoderIsNil() {
    let host = TestHost()
    let diagnostics = Diagnostics.record { #expect(StopwatchView(coder: NSCoder()) == nil) }
    #expect(diagnostics.map(\.code) == ["nib.decodingUnavailable"])
    withExtendedLifetime(host) {}
}
