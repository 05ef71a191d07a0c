import Foundation
import OpenUIKit

/// A row of the state matrix, 34 points tall: the combination's name on the left, its forced button
/// on the right from 45 % of the width on, laid out with anchors.
@MainActor
final class StateMatrixRow: UIView {
    let nameLabel = UILabel(frame: .zero)
    let button: UIButton

    init(name: String, button: UIButton) {
        self.button = button
        super.init(frame: .zero)
        nameLabel.text = name
        nameLabel.font = .systemFont(ofSize: 12)
        nameLabel.numberOfLines = 2
        for subview in [nameLabel, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 34),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            nameLabel.topAnchor.constraint(equalTo: topAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
            nameLabel.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.45, constant: -8),
            button.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: 8),
            button.trailingAnchor.constraint(equalTo: trailingAnchor),
            button.topAnchor.constraint(equalTo: topAnchor),
            button.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }
}
