import Foundation
import OpenUIKit

/// The Qt peer's dialog as a view controller: a label "Modal dialog" above a "Done" button, shown as
/// a 540×620 form sheet; Done dismisses it (Qt's `accept()`) and records that it was accepted.
@MainActor
final class ModalSheetController: UIViewController {
    let label = UILabel(frame: .zero)
    let doneButton = UIButton(type: .system)
    /// Set by Done, as the peer checks `result() == Accepted`.
    private(set) var accepted = false

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
        preferredContentSize = CGSize(width: 540, height: 620)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Modal dialog"
        doneButton.setTitle("Done", for: .normal)
        doneButton.addTarget(self, action: ModalSheetController.done, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(doneButton)
    }

    /// Stacks the label and Done in the top and bottom halves, as the peer's `QVBoxLayout` does.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let content = view.bounds.insetBy(dx: 11, dy: 11)
        let half = content.height / 2
        label.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: half)
        doneButton.frame = CGRect(x: content.minX, y: content.minY + half, width: content.width, height: half)
    }

    /// Prepares the controller to be presented again.
    func reset() {
        accepted = false
    }

    func done() {
        accepted = true
        dismiss(animated: false)
    }
}
