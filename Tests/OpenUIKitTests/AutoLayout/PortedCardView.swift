import OpenUIKit

/// A card as an iOS developer builds it with anchors (ported unchanged): a title, a body that wraps
/// under it at the system spacing, and an action button in the bottom-right corner, all inside the
/// layout margins.
final class PortedCardView: UIView {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let actionButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

        titleLabel.text = "Weekly summary"
        bodyLabel.text = "You walked 42 km"
        bodyLabel.numberOfLines = 0
        actionButton.setTitle("Details", for: .normal)

        for subview in [titleLabel, bodyLabel, actionButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),

            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),

            actionButton.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 12),
            actionButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            actionButton.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
