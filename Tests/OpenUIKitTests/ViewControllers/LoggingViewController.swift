import OpenUIKit

/// A view controller that writes its lifecycle calls into a shared log, named `"<name>.<event>"`.
@MainActor
final class LoggingViewController: UIViewController {
    final class Log {
        var entries: [String] = []
    }

    let name: String
    let log: Log
    private(set) var loadCount = 0
    private(set) var didLoadCount = 0

    init(_ name: String, log: Log = Log()) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        loadCount += 1
        log.entries.append("\(name).loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        didLoadCount += 1
        log.entries.append("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).willLayout") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).didLayout") }
    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }

    /// The log's appearance entries only.
    var appearanceLog: [String] {
        log.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }
    }
}
