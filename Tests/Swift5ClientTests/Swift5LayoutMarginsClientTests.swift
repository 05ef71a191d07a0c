import Foundation
import OpenUIKit
import Testing

/// A card container as UIKit code writes it: it lays its content out at its superview's margins
/// (`preservesSuperviewLayoutMargins`) and reacts to margin changes — compiled in Swift 5 mode.
final class Swift5MarginsCardView: UIView {
    private(set) var marginChanges = 0
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        preservesSuperviewLayoutMargins = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
    }
}

@MainActor
@Suite struct Swift5LayoutMarginsClientTests {
    @Test func theCardLaysItsTitleOutAtItsSuperviewsMargins() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let card = Swift5MarginsCardView(frame: screen.bounds)
        screen.addSubview(card)
        screen.layoutIfNeeded()
        #expect(card.titleLabel.frame.origin == CGPoint(x: 16, y: 16))
        card.layoutMargins = UIEdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        screen.layoutIfNeeded()
        #expect(card.marginChanges == 1)
        #expect(card.titleLabel.frame.origin == CGPoint(x: 24, y: 24))
    }
}
