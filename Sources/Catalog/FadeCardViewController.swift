import Foundation
import OpenUIKit

/// The card the Animation screen presents with its custom fade: a message and a "Close" button that
/// dismisses it (fading out through the same transitioning delegate).
@MainActor
final class FadeCardViewController: UIViewController {
    let closeButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        let column = ColumnView(spacing: 14, topMargin: 120, backgroundColor: UIColor.systemIndigo)
        view = column
        let message = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        message.text = "Faded in by a custom animator"
        message.textColor = .white
        message.textAlignment = .center
        column.addSubview(message)
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.frame.size.height = 44
        closeButton.addAction(UIAction { [weak self] _ in
            EventLog.record("dismiss: fade card")
            self?.dismiss(animated: true)
        }, for: .touchUpInside)
        column.addSubview(closeButton)
    }
}
