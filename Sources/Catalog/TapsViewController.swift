import ButtonKit
import Foundation
import OpenUIKit

/// Single tap versus double tap, the three ways the articles compare, each on its own button, plus
/// tap-and-hold; a label says what was recognised and by which way:
/// 1. target-action with a ``ButtonKit/SingleDoubleTapController`` (delayed single tap, cancelled by
///    `.touchDownRepeat`);
/// 2. a ``ButtonKit/DoubleTapButton`` (the button delays its own `.touchDown` actions);
/// 3. a ``ButtonKit/GestureTapButton`` (tap recognizers with `require(toFail:)`, and a long press).
@MainActor
final class TapsViewController: UIViewController {
    let controllerButton = UIButton(type: .system)
    let doubleTapButton = DoubleTapButton(frame: .zero)
    let gestureButton = GestureTapButton(frame: .zero)
    let resultLabel = UILabel()
    private var tapController: SingleDoubleTapController?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.taps.title
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
        let column = ScreenColumnsView.pinned(in: view, spacing: 14, top: 20)
        resultLabel.heightAnchor.constraint(equalToConstant: 44).isActive = true
        resultLabel.font = .boldSystemFont(ofSize: 18)
        resultLabel.textAlignment = .center
        resultLabel.text = "Tap or double-tap a button"
        column.addRow(resultLabel)
        let buttons: [(UIButton, String)] = [
            (controllerButton, "1 · Target-action controller"),
            (doubleTapButton, "2 · DoubleTapButton"),
            (gestureButton, "3 · Gesture recognizers (hold too)"),
        ]
        for (button, title) in buttons {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.systemBlue, for: .normal)
            button.setTitleColor(UIColor.systemBlue.withAlphaComponent(0.3), for: .highlighted)
            button.backgroundColor = .systemGray6
            button.layer.cornerRadius = 10
            button.heightAnchor.constraint(equalToConstant: 64).isActive = true
            column.addRow(button)
        }
        tapController = SingleDoubleTapController(
            control: controllerButton,
            singleTap: { [weak self] _ in self?.recognised("single tap", way: "controller") },
            doubleTap: { [weak self] _ in self?.recognised("double tap", way: "controller") })
        doubleTapButton.addTarget(self, action: TapsViewController.doubleTapButtonSingle, for: .touchDown)
        doubleTapButton.addTarget(self, action: TapsViewController.doubleTapButtonDouble, for: .touchDownRepeat)
        gestureButton.singleTapRecognizer.addTarget { [weak self] _ in self?.recognised("single tap", way: "gestures") }
        gestureButton.doubleTapRecognizer.addTarget { [weak self] _ in self?.recognised("double tap", way: "gestures") }
        gestureButton.longPressRecognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.recognised("tap and hold", way: "gestures") }
        }
    }

    func doubleTapButtonSingle(_ sender: DoubleTapButton) {
        recognised("single tap", way: "DoubleTapButton")
    }

    func doubleTapButtonDouble(_ sender: DoubleTapButton) {
        recognised("double tap", way: "DoubleTapButton")
    }

    private func recognised(_ gesture: String, way: String) {
        EventLog.record("recognised: \(gesture) (\(way))")
        resultLabel.text = "\(gesture.prefix(1).uppercased())\(gesture.dropFirst()) — \(way)"
    }
}
