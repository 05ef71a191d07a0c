import OpenUIKit
import OpenUIKitTesting
import Testing

/// A settings screen as an iOS developer writes one, in Swift 5 language mode with only
/// `import OpenUIKit`: a switch, a volume slider and a quantity stepper wired with `UIAction`s and
/// typed target-actions, the slider's value written to a label.
final class Swift5SettingsViewController: UIViewController {
    let notificationsSwitch = UISwitch()
    let volumeSlider = UISlider()
    let quantityStepper = UIStepper()
    let quantityLabel = UILabel()
    private(set) var notificationsEnabled = false
    private(set) var volume: Float = 0.5

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.onTintColor = .systemBlue
        notificationsSwitch.addAction(UIAction { [weak self] action in
            guard let toggle = action.sender as? UISwitch else { return }
            self?.notificationsEnabled = toggle.isOn
        }, for: .valueChanged)
        notificationsSwitch.frame.origin = CGPoint(x: 20, y: 100)

        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.value = volume
        volumeSlider.isContinuous = false
        volumeSlider.minimumTrackTintColor = .systemOrange
        volumeSlider.addTarget(self, action: Swift5SettingsViewController.volumeChanged, for: .valueChanged)
        volumeSlider.frame = CGRect(x: 20, y: 160, width: 228, height: 31)

        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 10
        quantityStepper.stepValue = 1
        quantityStepper.value = 1
        quantityStepper.addTarget(self, action: Swift5SettingsViewController.quantityChanged, for: .valueChanged)
        quantityStepper.frame.origin = CGPoint(x: 20, y: 220)
        quantityLabel.frame = CGRect(x: 130, y: 220, width: 100, height: 32)
        quantityLabel.text = "Qty: 1"

        [notificationsSwitch, volumeSlider, quantityStepper, quantityLabel].forEach(view.addSubview)
    }

    func volumeChanged(_ sender: UISlider) {
        volume = sender.value
    }

    func quantityChanged(_ sender: UIStepper) {
        quantityLabel.text = "Qty: \(Int(sender.value))"
    }
}

@MainActor
@Suite struct Swift5SettingsTests {
    @Test func theSettingsScreenRespondsToTouches() {
        let host = TestHost()
        let controller = Swift5SettingsViewController()
        host.window.rootViewController = controller
        controller.view.layoutIfNeeded()
        host.tap(controller.notificationsSwitch)
        #expect(controller.notificationsEnabled)
        // The thumb's center is at 34 + 0.5 × 200; dragging it to the end sets the volume once.
        host.drag(from: CGPoint(x: 134, y: 175), to: CGPoint(x: 300, y: 175))
        #expect(controller.volume == 1)
        host.tap(at: CGPoint(x: 100, y: 236))
        host.tap(at: CGPoint(x: 100, y: 236))
        #expect(controller.quantityLabel.text == "Qty: 3")
    }
}
