import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// The eight `UIButton.Configuration` styles as OpenUIKit draws iOS 17's look, with a subtitle, a
/// symbol beside and above the title, a capsule and a stroked background, rendered with Cairo at 1×
/// and 2× and compared with `__Snapshots__/ButtonConfigurationSnapshotTests/`.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter ButtonConfigurationSnapshotTests`.
@MainActor
@Suite struct ButtonConfigurationSnapshotTests {
    let snapshots = SnapshotVerifier()

    private static let styles: [(String, UIButton.Configuration)] = [
        ("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled()),
        ("Borderless", .borderless()), ("Bordered", .bordered()), ("Bordered Tinted", .borderedTinted()),
        ("Prominent", .borderedProminent()),
    ]

    /// A white panel: the eight styles in two columns, then a filled button with a leading symbol and a
    /// subtitle, a gray one with the symbol on top, a capsule and a stroked plain button.
    private func panel() -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 330))
        panel.backgroundColor = .white
        for (index, (title, style)) in Self.styles.enumerated() {
            var configuration = style
            configuration.title = title
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10 + CGFloat(index % 2) * 155, y: 10 + CGFloat(index / 2) * 44,
                                  width: 145, height: 36)
            panel.addSubview(button)
        }
        var cart = UIButton.Configuration.filled()
        cart.title = "Add to Cart"
        cart.subtitle = "Ships tomorrow"
        cart.image = UIImage(systemName: "plus")
        cart.imagePadding = 8
        cart.titlePadding = 2
        let cartButton = UIButton(configuration: cart)
        cartButton.frame = CGRect(x: 10, y: 190, width: 170, height: 56)
        panel.addSubview(cartButton)

        var top = UIButton.Configuration.gray()
        top.title = "Share"
        top.image = UIImage(systemName: "square.and.arrow.up")
        top.imagePlacement = .top
        top.imagePadding = 4
        top.buttonSize = .small
        let topButton = UIButton(configuration: top)
        topButton.frame = CGRect(x: 190, y: 190, width: 120, height: 56)
        panel.addSubview(topButton)

        var capsule = UIButton.Configuration.tinted()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        capsule.baseForegroundColor = .systemGreen
        let capsuleButton = UIButton(configuration: capsule)
        capsuleButton.frame = CGRect(x: 10, y: 260, width: 145, height: 36)
        panel.addSubview(capsuleButton)

        var stroked = UIButton.Configuration.plain()
        stroked.title = "Outline"
        stroked.cornerStyle = .large
        stroked.background.strokeColor = .systemBlue
        stroked.background.strokeWidth = 1
        let strokedButton = UIButton(configuration: stroked)
        strokedButton.frame = CGRect(x: 165, y: 260, width: 145, height: 36)
        panel.addSubview(strokedButton)
        return panel
    }

    /// Built in a runtime made by the renderer, so titles are measured with Pango as they are drawn.
    @Test func everyStyleAndLayout() throws {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        let buffer = try runtime.run {
            let view = panel()
            view.layoutIfNeeded()
            try snapshots.verify(view, named: "everyStyleAndLayout")
            try snapshots.verify(view, named: "everyStyleAndLayout@2x", scale: 2)
            return Renderer().render(view, scale: 1)
        }
        // The filled button's corner area is the tint; the plain one's background stays white.
        #expect(buffer.color(at: CGPoint(x: 165 + 20, y: 10 + 44 + 4)) == PixelColor(red: 0, green: 122, blue: 255))
        #expect(buffer.color(at: CGPoint(x: 12, y: 12)) == PixelColor(red: 255, green: 255, blue: 255))
    }
}
