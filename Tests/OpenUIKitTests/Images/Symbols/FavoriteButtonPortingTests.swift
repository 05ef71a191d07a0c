import OpenUIKit
import OpenUIKitTesting
import Testing

/// A favourite button written as iOS developers write one — a `UIButton` subclass toggling between
/// `heart` and `heart.fill` with a symbol configuration — compiling with only `import OpenUIKit` in
/// place of `import UIKit`.
final class PortedFavoriteButton: UIButton {
    var isFavorite = false {
        didSet { updateAppearance() }
    }
    var onToggle: ((Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemRed
        let configuration = UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .medium)
        setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        addAction(UIAction { [unowned self] _ in
            self.isFavorite.toggle()
            self.onToggle?(self.isFavorite)
        }, for: .touchUpInside)
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateAppearance() {
        let image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
        setImage(image, for: .normal)
    }
}

@MainActor
@Suite struct FavoriteButtonPortingTests {
    private func shownImage(_ button: UIButton) -> UIImage? {
        button.layoutIfNeeded()
        return button.renderDisplayList().images.first
    }

    @Test func tappingTogglesBetweenTheOutlinedAndTheFilledHeart() throws {
        let host = TestHost()
        let button = PortedFavoriteButton(frame: CGRect(x: 20, y: 20, width: 44, height: 44))
        host.window.addSubview(button)
        var toggles: [Bool] = []
        button.onToggle = { toggles.append($0) }

        let outlined = try #require(shownImage(button))
        #expect(button.currentImage?.isSymbolImage == true)
        #expect(outlined.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold, scale: .medium))
        #expect(outlined.size == UIImage(systemName: "heart", withConfiguration: outlined.symbolConfiguration)?.size)

        host.tap(button)
        #expect(button.isFavorite && toggles == [true])
        let filled = try #require(shownImage(button))
        #expect(filled !== outlined && filled.size == outlined.size, "the filled heart covers the outlined one")
        guard case let .image(_, _, tint, _)? = button.renderDisplayList().commands.first(where: {
            if case .image = $0 { true } else { false }
        }) else {
            Issue.record("the heart is drawn")
            return
        }
        #expect(tint == .systemRed, "a symbol in a custom button is a template in the button's tint")

        host.tap(button)
        #expect(!button.isFavorite && toggles == [true, false])
    }
}
