import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Symbol images in buttons, as UIKit shows them: templates in the button's tint (custom and system
/// types alike), shown with each state's preferred symbol configuration, `.normal`'s when a state has none.
@MainActor
@Suite struct UIButtonSymbolConfigurationTests {
    typealias Configuration = UIImage.SymbolConfiguration

    private func drawnImages(_ button: UIButton) -> [(image: UIImage, tint: UIColor?)] {
        button.layoutIfNeeded()
        return button.renderDisplayList().commands.compactMap {
            if case let .image(image, _, tint, _) = $0 { (image, tint) } else { nil }
        }
    }

    @Test func aCustomButtonTintsItsSymbolAndAppliesEachStatesConfiguration() throws {
        let host = TestHost()
        try host.run {
            let button = UIButton(type: .custom)
            button.tintColor = .systemRed
            button.setImage(UIImage(systemName: "heart.fill"), for: .normal)
            button.setPreferredSymbolConfiguration(Configuration(pointSize: 30), forImageIn: .normal)
            button.setPreferredSymbolConfiguration(Configuration(pointSize: 30, weight: .black), forImageIn: .highlighted)
            #expect(button.preferredSymbolConfigurationForImage(in: .normal) == Configuration(pointSize: 30))
            #expect(button.preferredSymbolConfigurationForImage(in: .selected) == Configuration(pointSize: 30),
                    "a state without its own falls back to .normal's, as every per-state value")
            button.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            host.window.addSubview(button)
            var drawn = try #require(drawnImages(button).first)
            #expect(drawn.tint == .systemRed)
            #expect(drawn.image.symbolConfiguration == Configuration(pointSize: 30))
            #expect(button.intrinsicContentSize == drawn.image.size, "the button measures the configured symbol")
            #expect(button.imageView?.frame.size == drawn.image.size)
            button.isHighlighted = true
            drawn = try #require(drawnImages(button).first)
            #expect(drawn.image.symbolConfiguration == Configuration(pointSize: 30, weight: .black))
            #expect(button.intrinsicContentSize == drawn.image.size)
        }
    }

    @Test func aSystemButtonDrawsItsSymbolInItsTint() {
        let host = TestHost()
        host.run {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "trash"), for: .normal)
            button.tintColor = .systemRed
            button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
            host.window.addSubview(button)
            #expect(drawnImages(button).first?.tint == .systemRed)
        }
    }
}
