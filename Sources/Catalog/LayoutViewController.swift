import Foundation
import OpenUIKit

/// Auto Layout and stack views, as a UIKit developer lays out a screen in code: a row per
/// `UIStackView.Distribution`, a row of columns per `UIStackView.Alignment`, and a profile card made
/// with anchors. The content keeps to the readable content guide and the safe area, so it is inset
/// from the sensor housing in landscape and no wider than a readable line on an iPad; on a phone in
/// landscape (compact height) the demonstrations and the card sit side by side.
@MainActor
final class LayoutViewController: UIViewController {
    /// The distributions shown, one row each, in UIKit's order.
    static let distributions: [(UIStackView.Distribution, String)] = [
        (.fill, "fill"), (.fillEqually, "fillEqually"), (.fillProportionally, "fillProportionally"),
        (.equalSpacing, "equalSpacing"), (.equalCentering, "equalCentering"),
    ]
    /// The alignments shown, one column each.
    static let alignments: [(UIStackView.Alignment, String)] = [(.fill, "fill"), (.leading, "leading"), (.center, "center"), (.trailing, "trailing")]

    /// The screen's two halves (demonstrations, card): a column, or a row in compact height.
    let content = UIStackView()
    /// One row per entry of ``distributions``.
    private(set) var distributionRows: [UIStackView] = []
    /// One column per entry of ``alignments``.
    private(set) var alignmentColumns: [UIStackView] = []
    /// The card laid out with anchors.
    let card = UIView()
    let avatar = UIView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let followButton = UIButton(type: .system)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = CatalogTopic.layout.title
    }

    /// Returns nil: the Catalog is built in code, with no nibs to decode from.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let demos = UIStackView()
        demos.axis = .vertical
        demos.spacing = 4
        for (distribution, name) in Self.distributions {
            let row = UIStackView(arrangedSubviews: ["A", "Wide B", "C"].map { swatch($0, .systemBlue) })
            row.distribution = distribution
            row.spacing = 6
            demos.addArrangedSubview(caption(name))
            demos.addArrangedSubview(row)
            distributionRows.append(row)
        }
        demos.setCustomSpacing(12, after: distributionRows[distributionRows.count - 1])
        let columns = UIStackView()
        columns.distribution = .fillEqually
        columns.spacing = 6
        for (alignment, name) in Self.alignments {
            let column = UIStackView(arrangedSubviews: [caption(name), swatch("Wide", .systemOrange), swatch("N", .systemGreen)])
            column.axis = .vertical
            column.alignment = alignment
            column.spacing = 4
            columns.addArrangedSubview(column)
            alignmentColumns.append(column)
        }
        demos.addArrangedSubview(columns)

        buildCard()
        content.addArrangedSubview(demos)
        content.addArrangedSubview(card)
        content.spacing = 20
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            content.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            content.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            demos.widthAnchor.constraint(equalTo: card.widthAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Side by side when the height is compact (a phone in landscape), as size-class layouts do.
        let compactHeight = traitCollection.verticalSizeClass == .compact
        content.axis = compactHeight ? .horizontal : .vertical
        content.alignment = compactHeight ? .top : .fill
    }

    /// The card: an avatar, a name and a detail line beside it, a button below; its height comes
    /// from its content.
    private func buildCard() {
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        avatar.backgroundColor = .systemRed
        avatar.layer.cornerRadius = 28
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 17)
        detailLabel.text = "Laid out with anchors"
        detailLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)
        for subview in [avatar, nameLabel, detailLabel, followButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(subview)
        }
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 6),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            followButton.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            followButton.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    private func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        return label
    }

    /// A coloured label with its text inset, whose intrinsic width the stack views share out.
    private func swatch(_ text: String, _ color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textAlignment = .center
        label.textColor = .white
        label.backgroundColor = color
        label.heightAnchor.constraint(equalToConstant: 20).isActive = true
        return label
    }
}
