import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A note cell written as a UIKit app in Swift 5 mode writes Dynamic Type: text-style fonts that
/// adjust, a custom font scaled through UIFontMetrics, a bold variant from a descriptor, a monospaced
/// timestamp, and a spacing scaled with the text size.
class Swift5NoteCellView: UIView {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let stampLabel = UILabel()
    private var spacingConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        let serif = UIFont(name: "Georgia", size: 17) ?? UIFont.systemFont(ofSize: 17)
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: serif, maximumPointSize: 40)
        titleLabel.adjustsFontForContentSizeCategory = true
        let boldBody = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)
        bodyLabel.font = boldBody.map { UIFont(descriptor: $0, size: 0) } ?? UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        stampLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        for label in [titleLabel, bodyLabel, stampLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        spacingConstraint = bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor,
                                                           constant: UIFontMetrics.default.scaledValue(for: 4))
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            spacingConstraint,
            bodyLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            stampLabel.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor),
            stampLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        spacingConstraint.constant = UIFontMetrics.default.scaledValue(for: 4, compatibleWith: traitCollection)
        stampLabel.isHidden = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }
}

@MainActor
@Suite struct Swift5DynamicTypeClientTests {
    @Test func theNoteCellFollowsTheTextSize() {
        let host = TestHost()
        let cell = Swift5NoteCellView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        cell.titleLabel.text = "Groceries"
        cell.bodyLabel.text = "Milk, eggs"
        host.window.addSubview(cell)
        #expect(cell.bodyLabel.font.pointSize == 17)
        #expect(cell.bodyLabel.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        host.runtime.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(cell.titleLabel.font.pointSize == 40)
        #expect(cell.titleLabel.font.fontName == "Georgia")
        #expect(cell.bodyLabel.font.pointSize == 40)
        #expect(cell.bodyLabel.font.weight == .bold)
        #expect(cell.stampLabel.font.pointSize == 12)
        #expect(cell.stampLabel.isHidden)
    }
}
