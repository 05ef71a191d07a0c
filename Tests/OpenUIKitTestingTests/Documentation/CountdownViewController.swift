#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

public final class CountdownViewController: UIViewController {
    public let startButton = UIButton(type: .system)
    public let statusLabel = UILabel()
    private var remaining = 0

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        startButton.setTitle("Start", for: .normal)
        startButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        startButton.addAction(UIAction { [unowned self] _ in self.start() }, for: .touchUpInside)
        statusLabel.frame = CGRect(x: 20, y: 160, width: 200, height: 30)
        view.addSubview(startButton)
        view.addSubview(statusLabel)
    }

    private func start() {
        remaining = 3
        statusLabel.text = "\(remaining)"
        startButton.isEnabled = false
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.remaining -= 1
            self.statusLabel.text = "\(self.remaining)"
            if self.remaining == 0 {
                timer.invalidate()
                self.showDone()
            }
        }
    }

    private func showDone() {
        let done = UIViewController()
        done.view.backgroundColor = .systemGreen
        done.title = "Done"
        done.modalPresentationStyle = .formSheet
        present(done, animated: true)
    }
}
