import OpenUIKit

/// A profile header as Swift 5 apps write it with anchors: an avatar at a fixed size on the left,
/// the name and a follow button beside it, the button keeping its size while the name shrinks.
class Swift5ProfileHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Ada Lovelace"
        followButton.setTitle("Follow", for: .normal)
        [avatarView, nameLabel, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        followButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        let avatarSize: CGFloat = 48
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: avatarSize),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            followButton.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            followButton.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
