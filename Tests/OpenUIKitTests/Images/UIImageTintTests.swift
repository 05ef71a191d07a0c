import OpenUIKit
import OpenUIKitTesting
import Testing

/// `withTintColor(_:)` and `withTintColor(_:renderingMode:)`: a new image of the same size and scale,
/// the same rendering mode unless given, whose content is the original drawn through its alpha in
/// the tint (Apple: the tint drawn, then the image with the destination-in blend mode).
@MainActor
@Suite struct UIImageTintTests {
    let original = UIImage(size: CGSize(width: 6, height: 4), scale: 2, bitmap: .filled(width: 12, height: 8, argb: 0xFFFF_0000))

    @Test func theTintedImageKeepsSizeScaleAndRenderingMode() {
        let tinted = original.withTintColor(.blue)
        #expect(tinted !== original)
        #expect(tinted.size == original.size && tinted.scale == 2)
        #expect(tinted.renderingMode == .automatic)
        #expect(original.withRenderingMode(.alwaysTemplate).withTintColor(.blue).renderingMode == .alwaysTemplate)
        #expect(original.withTintColor(.blue, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func itsContentIsTheOriginalThroughItsAlphaInTheTint() {
        guard case let .image(mask, rect, tint, alpha)? = original.withTintColor(.blue).drawing?.commands.first else {
            Issue.record("expected the original drawn tinted")
            return
        }
        #expect(mask.bitmap == original.bitmap && mask.renderingMode == .alwaysTemplate)
        #expect(rect == CGRect(x: 0, y: 0, width: 6, height: 4) && tint == .blue && alpha == 1)
    }

    @Test func anImageViewDrawsItInItsTintUnlessTheImageIsATemplate() {
        let host = TestHost()
        host.run {
            let view = UIImageView(image: original.withTintColor(.blue))
            view.tintColor = .green
            guard case let .image(drawn, _, viewTint, _)? = view.contentDisplayList.commands.first else {
                Issue.record("expected the image drawn")
                return
            }
            #expect(viewTint == nil)  // not a template: the image's own (blue) content
            #expect(drawn.drawing != nil)
            view.image = original.withTintColor(.blue, renderingMode: .alwaysTemplate)
            guard case let .image(_, _, templateTint, _)? = view.contentDisplayList.commands.first else {
                Issue.record("expected the image drawn")
                return
            }
            #expect(templateTint == .green)  // a template: the view's tint wins, as in UIKit
        }
    }

    /// Apple: "for symbol images, this method returns an image that always uses the specified tint
    /// color" — in an image view with a tint of its own, and in a system button, which tints templates.
    @Test func aTintedSymbolAlwaysDrawsInItsTint() throws {
        let host = TestHost()
        try host.run {
            let symbol = try #require(UIImage(systemName: "heart.fill"))
            let tinted = symbol.withTintColor(.red)
            #expect(tinted.renderingMode == .alwaysOriginal)
            let view = UIImageView(image: tinted)
            view.tintColor = .green
            guard case let .image(_, _, viewTint, _)? = view.contentDisplayList.commands.first else {
                Issue.record("expected the image drawn")
                return
            }
            #expect(viewTint == nil, "the view's tint does not win over the symbol's own")
            let untinted = UIImageView(image: symbol)
            untinted.tintColor = .green
            guard case let .image(_, _, symbolTint, _)? = untinted.contentDisplayList.commands.first else {
                Issue.record("expected the symbol drawn")
                return
            }
            #expect(symbolTint == .green, "an untinted symbol is a template in the view's tint")
        }
    }

    @Test func resizableImagesStayResizable() {
        let caps = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let tinted = original.resizableImage(withCapInsets: caps, resizingMode: .stretch).withTintColor(.blue)
        #expect(tinted.capInsets == caps && tinted.resizingMode == .stretch)
        if case let .image(mask, _, _, _)? = tinted.drawing?.commands.first {
            #expect(mask.capInsets == .zero)
        } else {
            Issue.record("expected the original drawn tinted")
        }
    }
}
