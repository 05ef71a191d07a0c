#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// A button with a state of the app's own: UIKit reserves `UIControl.State.application` for such bits.
public final class ReminderButton: UIButton {
    public static let reminderSet = UIControl.State(rawValue: 1 << 16)

    public var isReminderSet = false {
        didSet { setNeedsLayout() }   // the title follows `state`
    }

    public override var state: UIControl.State {
        isReminderSet ? super.state.union(Self.reminderSet) : super.state
    }
}

public final class CountdownViewController: UIViewController {
    public let startButton = UIButton(type: .system)
    public let reminderButton = ReminderButton(type: .system)
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
        reminderButton.setTitle("Remind me", for: .normal)
        reminderButton.setTitle("Reminder set", for: ReminderButton.reminderSet)
        reminderButton.frame = CGRect(x: 160, y: 100, width: 140, height: 44)
        reminderButton.addAction(UIAction { [unowned self] _ in
            self.reminderButton.isReminderSet.toggle()
        }, for: .touchUpInside)
        statusLabel.frame = CGRect(x: 20, y: 160, width: 200, height: 30)
        view.addSubview(startButton)
        view.addSubview(reminderButton)
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
        let message = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        message.text = "Done!"
        done.view.addSubview(message)
        done.modalPresentationStyle = .formSheet
        present(done, animated: true)
    }
}
