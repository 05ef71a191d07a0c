import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Symbol images in image views and buttons, as UIKit shows them: templates in the tint color unless
/// `.alwaysOriginal`, sized by the view's preferred symbol configuration over the image's own.
@MainActor
@Suite struct UIImageViewSymbolTests {
    typealias Configuration = UIImage.SymbolConfiguration

    private func drawnImages(_ view: UIView) -> [(image: UIImage, rect: CGRect, tint: UIColor?)] {
        view.layoutIfNeeded()
        return view.renderDisplayList().commands.compactMap {
            if case let .image(image, rect, tint, _) = $0 { (image, rect, tint) } else { nil }
        }
    }

    @Test func anAutomaticSymbolIsATemplateInTheTintColor() throws {
        let host = TestHost()
        try host.run {
            let heart = try #require(UIImage(systemName: "heart"))
            let view = UIImageView(image: heart)
            view.tintColor = .systemRed
            let drawn = drawnImages(view)
            #expect(drawn.count == 1 && drawn.first?.image === heart && drawn.first?.tint == .systemRed)
            view.image = heart.withRenderingMode(.alwaysOriginal)
            #expect(drawnImages(view).first?.tint == nil, ".alwaysOriginal draws its own black")
            let plain = UIImage(size: CGSize(width: 5, height: 5))
            view.image = plain
            #expect(drawnImages(view).first?.tint == nil, "a plain .automatic image stays original in an image view")
        }
    }

    @Test func thePreferredConfigurationSizesTheShownSymbol() throws {
        let host = TestHost()
        try host.run {
            let star = try #require(UIImage(systemName: "star", withConfiguration: Configuration(weight: .bold)))
            let view = UIImageView(image: star)
            #expect(view.preferredSymbolConfiguration == nil)
            #expect(view.intrinsicContentSize == star.size)
            view.preferredSymbolConfiguration = Configuration(pointSize: 34)
            let expected = star.withConfiguration(Configuration(pointSize: 34))
            #expect(view.image === star, "the image set is kept; the view shows it configured")
            #expect(view.intrinsicContentSize == expected.size)
            view.frame = CGRect(origin: .zero, size: expected.size)
            let drawn = try #require(drawnImages(view).first)
            #expect(drawn.image.symbolConfiguration == Configuration(pointSize: 34, weight: .bold))
            #expect(drawn.rect.size == expected.size)
            #expect(drawnImages(view).first?.image === drawn.image, "redrawing reuses the configured image")
            view.preferredSymbolConfiguration = nil
            #expect(view.intrinsicContentSize == star.size)
        }
    }

    @Test func aPlainImageIgnoresThePreferredConfiguration() {
        let plain = UIImage(size: CGSize(width: 7, height: 9))
        let view = UIImageView(image: plain)
        view.preferredSymbolConfiguration = Configuration(pointSize: 50)
        #expect(view.intrinsicContentSize == CGSize(width: 7, height: 9))
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
            button.isHighlighted = true
            drawn = try #require(drawnImages(button).first)
            #expect(drawn.image.symbolConfiguration == Configuration(pointSize: 30, weight: .black))
            #expect(button.intrinsicContentSize.width >= drawn.image.size.width)
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
