import Foundation
import OpenUIKit

/// Switches, sliders and steppers, as the UIKitCatalog sample shows them: a default switch and a
/// tinted one; a continuous slider and one that reports only on release, with custom track tints;
/// a quantity stepper (1…10) and an hour stepper that wraps (0…23) and steps faster the longer it is
/// held. Each row's caption shows the control's value; each change is logged ("switch: Wi-Fi on",
/// "slider: Volume 40%", "stepper: Quantity 2") for the end-to-end script.
@MainActor
final class ValueControlsViewController: UIViewController {
    let wifiSwitch = UISwitch()
    let tintedSwitch = UISwitch()
    let volumeSlider = UISlider()
    let brightnessSlider = UISlider()
    let quantityStepper = UIStepper()
    let hourStepper = UIStepper()
    private(set) var rows: [ValueControlRow] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.switches.title
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 12, top: 20)
        tintedSwitch.isOn = true
        tintedSwitch.onTintColor = .systemOrange
        volumeSlider.value = 0.5
        brightnessSlider.value = 0.8
        brightnessSlider.isContinuous = false
        brightnessSlider.minimumTrackTintColor = .systemOrange
        brightnessSlider.thumbTintColor = .systemGray6
        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 10
        quantityStepper.value = 1
        hourStepper.maximumValue = 23
        hourStepper.wraps = true
        for control in [wifiSwitch, tintedSwitch, volumeSlider, brightnessSlider, quantityStepper, hourStepper] as [UIControl] {
            if control === brightnessSlider { column.breakColumn() }   // in compact height
            let row = ValueControlRow(control: control)
            rows.append(row)
            column.addRow(row)
            control.addAction(UIAction { [weak self] _ in self?.valueChanged(control, log: true) }, for: .valueChanged)
            valueChanged(control, log: false)
        }
    }

    /// What a row's caption and log line call the control and its value.
    private func describe(_ control: UIControl) -> (kind: String, name: String, value: String)? {
        switch control {
        case wifiSwitch: ("switch", "Wi-Fi", wifiSwitch.isOn ? "on" : "off")
        case tintedSwitch: ("switch", "Low Power", tintedSwitch.isOn ? "on" : "off")
        case volumeSlider: ("slider", "Volume", "\(Int((volumeSlider.value * 100).rounded()))%")
        case brightnessSlider: ("slider", "Brightness", "\(Int((brightnessSlider.value * 100).rounded()))%")
        case quantityStepper: ("stepper", "Quantity", "\(Int(quantityStepper.value))")
        case hourStepper: ("stepper", "Hour", "\(Int(hourStepper.value))")
        default: nil
        }
    }

    private func valueChanged(_ control: UIControl, log: Bool) {
        guard let (kind, name, value) = describe(control),
              let row = rows.first(where: { $0.control === control }) else { return }
        row.caption.text = "\(name): \(value)"
        if log { EventLog.record("\(kind): \(name) \(value)") }
    }
}
