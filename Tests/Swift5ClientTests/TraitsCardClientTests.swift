import Testing
import OpenUIKit
import OpenUIKitTesting

/// A card view as iOS developers write it for dark mode: system colors, a dynamic provider colour, and
/// a CGColor remade in `traitCollectionDidChange` (a CGColor does not follow the appearance by itself).
class TraitsClientCardView: UIView {
    static let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1) : .systemIndigo
    }
    let titleLabel = UILabel()
    private(set) var outlineColor: CGColor = UIColor.separator.cgColor

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        titleLabel.textColor = .label
        titleLabel.text = "Card"
        addSubview(titleLabel)
        tintColor = TraitsClientCardView.accent
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            outlineColor = UIColor.separator.cgColor
            setNeedsDisplay()
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(outlineColor)
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
    }
}

@MainActor
@Suite struct TraitsCardClientTests {
    @Test func theCardsCGColorFollowsDarkMode() {
        let host = TestHost()
        let card = TraitsClientCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        host.window.addSubview(card)
        let light = card.outlineColor
        host.runtime.userInterfaceStyle = .dark
        #expect(card.outlineColor != light)
        #expect(UIColor(cgColor: card.outlineColor) == UIColor.separator.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(TraitsClientCardView.accent.resolvedColor(with: card.traitCollection) == UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1))
    }
}
