import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// `adjustsFontForContentSizeCategory`: labels (and a cell-like view written as UIKit code writes it)
/// follow the text size, re-measure and relayout.
@MainActor
@Suite struct UILabelDynamicTypeTests {
    /// A cell-like view with a headline and a body label that follow Dynamic Type, as an iOS app writes it.
    final class MessageRowView: UIView {
        let titleLabel = UILabel()
        let bodyLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.adjustsFontForContentSizeCategory = true
            bodyLabel.font = .preferredFont(forTextStyle: .body)
            bodyLabel.adjustsFontForContentSizeCategory = true
            bodyLabel.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aCellLikeViewGrowsItsLabelsWhenTheTextSizeChanges() {
        let host = TestHost()
        let row = MessageRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        row.titleLabel.text = "Lunch?"
        row.bodyLabel.text = "Are we still on for noon at the usual place?"
        host.window.addSubview(row)
        host.window.layoutIfNeeded()
        let titleHeight = row.titleLabel.frame.height
        let bodyTop = row.bodyLabel.frame.minY
        #expect(row.titleLabel.font.pointSize == 17 && row.titleLabel.font.weight == .semibold)

        host.runtime.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(row.titleLabel.font.pointSize == 53)
        #expect(row.titleLabel.font.weight == .semibold)
        #expect(row.bodyLabel.font.pointSize == 53)
        host.window.layoutIfNeeded()
        #expect(row.titleLabel.frame.height > titleHeight * 2, "the label re-measured and Auto Layout solved again")
        #expect(row.bodyLabel.frame.minY > bodyTop)

        host.runtime.preferredContentSizeCategory = .large
        host.window.layoutIfNeeded()
        #expect(row.titleLabel.font.pointSize == 17)
        #expect(row.titleLabel.frame.height == titleHeight)
    }

    @Test func aLabelThatDoesNotAdjustKeepsItsFont() {
        let host = TestHost()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        host.window.addSubview(label)
        host.runtime.preferredContentSizeCategory = .extraSmall
        #expect(label.font.pointSize == 17)
        #expect(!label.adjustsFontForContentSizeCategory)
    }

    @Test func aFixedFontDoesNotScaleEvenWhenTheLabelAdjusts() {
        let host = TestHost()
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.adjustsFontForContentSizeCategory = true
        host.window.addSubview(label)
        host.runtime.preferredContentSizeCategory = .extraExtraLarge
        #expect(label.font == .systemFont(ofSize: 15))
    }

    @Test func turningAdjustingOnCatchesUpWithTheCurrentCategory() {
        let host = TestHost()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
        host.window.addSubview(label)
        #expect(label.font.pointSize == 11)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 12, "the window's category is the default, large")
    }

    @Test func aCustomFontScaledByMetricsFollowsTheTextSize() throws {
        let host = TestHost()
        let label = UILabel()
        let custom = try #require(UIFont(name: "Georgia", size: 20))
        label.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: custom, maximumPointSize: 30)
        label.adjustsFontForContentSizeCategory = true
        host.window.addSubview(label)
        host.runtime.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(label.font.pointSize == 26)
        #expect(label.font.fontName == "Georgia")
        host.runtime.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 30, "capped at the maximum")
    }

    @Test func theNewFontIsInPlaceWhenTheViewHearsOfTheChange() {
        final class Observing: UILabel {
            var seen: [CGFloat] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                seen.append(font.pointSize)
            }
        }
        let host = TestHost()
        let label = Observing()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        host.window.addSubview(label)
        host.runtime.preferredContentSizeCategory = .extraLarge
        #expect(label.seen == [19])
    }

    @Test func theDidChangeNotificationCarriesTheNewCategoryAfterLabelsAdjusted() {
        let host = TestHost()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        host.window.addSubview(label)
        var received: [(UIContentSizeCategory?, CGFloat)] = []
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                              object: host.runtime.application, queue: nil) { note in
            let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { received.append((category, label.font.pointSize)) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        host.runtime.preferredContentSizeCategory = .extraSmall
        host.runtime.preferredContentSizeCategory = .extraSmall
        #expect(received.count == 1, "posted once per actual change")
        #expect(received.first?.0 == .extraSmall)
        #expect(received.first?.1 == 14)
    }
}
