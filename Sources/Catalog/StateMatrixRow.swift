import Foundation
import OpenUIKit

/// A row of the state matrix: the combination's name on the left, its forced button on the right.
@MainActor
final class StateMatrixRow: UIView {
    let nameLabel = UILabel(frame: .zero)
    let button: UIButton

    init(name: String, button: UIButton) {
        self.button = button
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 34))
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 12)
        nameLabel.numberOfLines = 2
        addSubview(nameLabel)
        addSubview(button)
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let split = (bounds.width * 0.45).rounded()
        nameLabel.frame = CGRect(x: 0, y: 0, width: split - 8, height: bounds.height)
        button.frame = CGRect(x: split, y: 0, width: bounds.width - split, height: bounds.height)
    }
}
