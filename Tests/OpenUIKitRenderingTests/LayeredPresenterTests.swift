import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// A card sheet's presenter kept as a layer of its own (`UIWindow+LayeredPresenter.swift`): drawn
/// once without its transform, then scaled back and forward by the compositor from the pixels it
/// keeps, as Core Animation composites a transformed layer from its backing store — so a card cycle
/// draws the card and nothing of the presenter, and a change behind the card draws only its area.
@MainActor
@Suite struct LayeredPresenterTests {
    let renderer = Renderer()

    /// An iPhone 15 whose root view holds a grid of titled buttons on grey, as an app's screen behind
    /// a card.
    private func setUp() -> (TestHost, UIViewController, [UIButton]) {
        let host = TestHost(device: .iPhone15)
        host.window.backgroundColor = .black
        let root = UIViewController()
        root.view.backgroundColor = .systemGray6
        host.window.rootViewController = root
        let buttons = (0..<24).map { index in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(index % 3) * 120 + 20, y: CGFloat(index / 3) * 90 + 80, width: 110, height: 44)
            button.setTitle("Button \(index)", for: .normal)
            button.backgroundColor = .white
            root.view.addSubview(button)
            return button
        }
        return (host, root, buttons)
    }

    /// A form sheet (a card on iPhone) with a label.
    private func card() -> UIViewController {
        UIViewController.cardWithLabel()
    }

    /// How many pixels differ by more than `tolerance` in some channel.
    private func pixelsApart(_ a: PixelBuffer, _ b: PixelBuffer, by tolerance: Int) -> Int {
        #expect(a.width == b.width && a.height == b.height)
        var count = 0
        for (left, right) in zip(a.pixels, b.pixels) where left != right {
            for shift in stride(from: 0, to: 32, by: 8)
            where abs(Int((left >> UInt32(shift)) & 0xFF) - Int((right >> UInt32(shift)) & 0xFF)) > tolerance {
                count += 1
                break
            }
        }
        return count
    }

    @Test func theScaledBackPresenterIsALayerTheCompositorScales() throws {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        root.present(card(), animated: false)
        layers.update(from: host.window)
        // The window, the presenter, the card.
        #expect(layers.layers.count == 3)
        let presenter = layers.layers[1]
        let scale = (393 - 32) / 393.0
        let transform = try #require(presenter.transform)
        #expect(abs(transform.a - scale) < 1e-9 && abs(transform.d - scale) < 1e-9)
        #expect(transform.b == 0 && transform.c == 0)
        // Its pixels are the presenter at full size: a button's white where it lies unscaled. Its
        // background is its base color (its corners are the compositor's), so they cover its content.
        #expect(presenter.frame == host.window.bounds)
        #expect(presenter.baseColor == .systemGray6 && presenter.clip != nil)
        let origin = presenter.contentFrame.origin
        #expect(presenter.pixels.color(at: CGPoint(x: 25 - origin.x, y: 85 - origin.y)) == PixelColor(red: 255, green: 255, blue: 255))
        // Its model keeps UIKit's values.
        #expect(root.view.transform == CGAffineTransform(scaleX: scale, y: scale))
    }

    @Test func aCardCycleAfterTheFirstDrawsNoneOfTheScreenBehind() {
        // As `benchmarks modal-cycle`'s card variant: the buttons are the window's own subviews, and
        // the root view scaled back in front of them draws nothing itself.
        let host = TestHost(device: .iPhone15)
        host.window.backgroundColor = .white
        let root = UIViewController()
        host.window.rootViewController = root
        for index in 0..<24 {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(index % 3) * 120 + 20, y: CGFloat(index / 3) * 90 + 80, width: 110, height: 44)
            button.setTitle("Button \(index)", for: .normal)
            button.backgroundColor = .systemGray6
            host.window.insertSubview(button, at: 0)
        }
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        root.present(card(), animated: false)
        layers.update(from: host.window)
        root.dismiss(animated: false)
        layers.update(from: host.window)
        let base = layers.layers[0].pixels
        #expect(layers.layers.count == 2, "the presenter stays a layer of its own after the card")

        // Another label than the first card's: a card drawing what the last one drew takes its pixels
        // and draws nothing (LayerStackGoneLayerTests).
        let sheet = card()
        (sheet.view.subviews.first as? UILabel)?.text = "Another card"
        root.present(sheet, animated: false)
        let presented = layers.update(from: host.window)
        #expect(presented == host.window.bounds)
        // Only the card's label was drawn: its background, rounded corners included, is its layer's
        // base color, and the presenter, scaled back, draws nothing again.
        #expect(layers.pixelsDrawn > 0 && layers.pixelsDrawn < 300 * 30)
        #expect(layers.layers[0].pixels == base)
        #expect(layers.layers[1].transform != nil)
        #expect(layers.layers[2].baseColor == .systemBackground)

        sheet.dismiss(animated: false)
        #expect(layers.update(from: host.window) == host.window.bounds)
        #expect(layers.pixelsDrawn == 0)
        #expect(layers.layers[0].pixels == base)
        #expect(layers.layers[1].transform == nil)
    }

    @Test func aCardCycleAfterTheFirstLeavesTheBaseLayerAlone() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        root.present(card(), animated: false)
        layers.update(from: host.window)
        root.dismiss(animated: false)
        layers.update(from: host.window)
        let base = layers.layers[0].pixels
        let presenter = layers.layers[1].pixels
        root.present(card(), animated: false)
        layers.update(from: host.window)
        // The compositor rounds the presenter's corners (its clip): none of its pixels is drawn again.
        #expect(layers.layers[1].clip != nil && layers.layers[1].pixels == presenter)
        root.dismiss(animated: false)
        layers.update(from: host.window)
        #expect(layers.pixelsDrawn == 0)
        #expect(layers.layers[0].pixels == base && layers.layers[1].pixels == presenter)
        #expect(layers.layers.count == 2 && layers.layers[1].clip == nil)
        #expect(pixelsApart(layers.compositedFrame(of: host.window), renderer.drawnWhole(host.window, scale: 1), by: 1) == 0)
    }

    @Test func theScaledPresenterCompositesAsTheWindowDrawsIt() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 2)
        layers.update(from: host.window)
        root.present(card(), animated: false)
        layers.update(from: host.window)
        let frame = layers.compositedFrame(of: host.window)
        let drawn = renderer.drawnWhole(host.window, scale: 2)
        // Sampled from the pixels kept at full size rather than drawn at 92 %: flat areas and edges
        // agree, glyph edges may round apart (bilinear filtering, Core Animation's default).
        #expect(pixelsApart(frame, drawn, by: 1) < frame.width * frame.height / 100)
        #expect(pixelsApart(frame, drawn, by: 48) < frame.width * frame.height / 500)
    }

    /// Once an animated card rests, the presenter's corners are the compositor's again, and it is
    /// composited as the window draws it; once the card has gone, the same without the corners.
    @Test func anAnimatedCardAtRestCompositesAsTheWindowDrawsIt() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        layers.update(from: host.window)
        let sheet = card()
        root.present(sheet, animated: true)
        for _ in 1...10 {
            host.advance(by: 0.1)
            layers.update(from: host.window)
        }
        #expect(root.view.layer.cornerRadius == 10 && layers.layers[1].clip != nil)
        var frame = layers.compositedFrame(of: host.window)
        var drawn = renderer.drawnWhole(host.window, scale: 1)
        #expect(pixelsApart(frame, drawn, by: 1) < frame.width * frame.height / 100)
        #expect(pixelsApart(frame, drawn, by: 48) < frame.width * frame.height / 500)
        sheet.dismiss(animated: true)
        for _ in 1...10 {
            host.advance(by: 0.1)
            layers.update(from: host.window)
        }
        #expect(root.view.layer.cornerRadius == 0 && layers.layers[1].clip == nil)
        frame = layers.compositedFrame(of: host.window)
        drawn = renderer.drawnWhole(host.window, scale: 1)
        #expect(pixelsApart(frame, drawn, by: 1) == 0)
    }

    @Test func aTitleChangeBehindTheCardRedrawsOnlyItsArea() throws {
        let (host, root, buttons) = setUp()
        var layers = LayerStack(scale: 1)
        let sheet = card()
        // At the medium detent, dimmed above it: the presenter stays scaled back.
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.selectedDetentIdentifier = .large
            controller.largestUndimmedDetentIdentifier = .medium
        }
        root.present(sheet, animated: false)
        layers.update(from: host.window)
        #expect(root.view.transform != .identity)

        buttons[4].setTitle("Changed", for: .normal)
        let changedArea = layers.update(from: host.window)
        let changed = try #require(changedArea)
        // Drawn where the button lies unscaled, shown where it lies scaled.
        let pixelsOfButton = 110 * 44
        #expect(layers.pixelsDrawn > 0 && layers.pixelsDrawn <= 2 * pixelsOfButton)
        let shown = buttons[4].convert(buttons[4].bounds, to: nil)
        #expect(changed.insetBy(dx: -3, dy: -3).contains(shown.insetBy(dx: 3, dy: 3)))
        #expect(changed.width < 140 && changed.height < 70)
        // Kept pixels brought up to date composite as a stack drawn afresh does.
        var fresh = LayerStack(scale: 1)
        fresh.update(from: host.window)
        #expect(layers.compositedFrame(of: host.window) == fresh.compositedFrame(of: host.window))
    }

    @Test func theDismissedPresenterCompositesAsTheWindowDrawsIt() {
        let (host, root, buttons) = setUp()
        var layers = LayerStack(scale: 1)
        root.present(card(), animated: false)
        layers.update(from: host.window)
        buttons[0].isSelected = true
        root.dismiss(animated: false)
        layers.update(from: host.window)
        #expect(pixelsApart(layers.compositedFrame(of: host.window), renderer.drawnWhole(host.window, scale: 1), by: 1) == 0)
    }

    @Test func aPresenterThatLeavesTheWindowGoesBackToTheBaseLayer() {
        let (host, root, _) = setUp()
        var layers = LayerStack(scale: 1)
        root.present(card(), animated: false)
        layers.update(from: host.window)
        root.dismiss(animated: false)
        let other = UIViewController()
        other.view.backgroundColor = .systemTeal
        host.window.rootViewController = other
        layers.update(from: host.window)
        #expect(layers.layers.count == 1)
        #expect(layers.compositedFrame(of: host.window) == renderer.drawnWhole(host.window, scale: 1))
    }
}
