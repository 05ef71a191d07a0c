import Foundation
import OpenUIKit

/// An alert-like box the Catalog shows over the window when UIKit would raise an exception — for
/// `partialCurl` with a style other than full screen — with the error's message and an OK button.
/// It dims everything behind it and takes all touches until OK is tapped, as an alert does.
@MainActor
final class MessageView: UIView {
    let titleLabel = UILabel(frame: .zero)
    let messageLabel = UILabel(frame: .zero)
    let okButton = UIButton(type: .system)
    private let box = UIView(frame: .zero)

    init(frame: CGRect, title: String, message: String) {
        super.init(frame: frame)
        backgroundColor = .dimmingOverlay
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.backgroundColor = .white
        box.layer.cornerRadius = 14
        addSubview(box)
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        okButton.setTitle("OK", for: .normal)
        okButton.addAction(UIAction { [weak self] _ in
            EventLog.record("tap: OK")
            self?.removeFromSuperview()
        }, for: .primaryActionTriggered)
        for view in [titleLabel, messageLabel, okButton] { box.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(bounds.width - 40, 300)
        let textWidth = width - 32
        let messageHeight = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let height = 20 + 24 + 8 + messageHeight + 12 + 44
        box.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                           width: width, height: height)
        titleLabel.frame = CGRect(x: 16, y: 20, width: textWidth, height: 24)
        messageLabel.frame = CGRect(x: 16, y: 52, width: textWidth, height: messageHeight)
        okButton.frame = CGRect(x: 0, y: height - 44, width: width, height: 44)
    }
}
