import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Symbol images in image views, as UIKit shows them: templates in the tint color unless
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
}
