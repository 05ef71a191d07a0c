import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// Views with a `transform`, rendered and compared with the reference PNGs in
/// `__Snapshots__/TransformSnapshotTests/`: content, background, border and subviews turned about the
/// view's center, and a clipping view clipping to its turned bounds.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter TransformSnapshotTests` after an intended change.
@MainActor
@Suite struct TransformSnapshotTests {
    let renderer = Renderer()
    let snapshots = SnapshotVerifier()

    /// A white 120 × 120 window holding an orange 60 × 30 bordered card turned 30°, which clips a blue
    /// subview sticking out of its right end.
    func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        window.backgroundColor = .white
        window.isHidden = false
        let card = UIView(frame: CGRect(x: 30, y: 45, width: 60, height: 30))
        card.backgroundColor = .systemOrange
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        card.clipsToBounds = true
        let tab = UIView(frame: CGRect(x: 40, y: 5, width: 40, height: 20))
        tab.backgroundColor = .systemBlue
        card.addSubview(tab)
        card.transform = CGAffineTransform(rotationAngle: .pi / 6)
        window.addSubview(card)
        return window
    }

    @Test func aTurnedClippingCardAt1xAnd2x() throws {
        let window = window()
        let frame1x = renderer.render(window.renderFrame(), size: window.bounds.size, scale: 1)
        try snapshots.verify(frame1x, named: "turnedClippingCard")
        let frame2x = renderer.render(window.renderFrame(), size: window.bounds.size, scale: 2)
        try snapshots.verify(frame2x, named: "turnedClippingCard@2x")
        let white = PixelColor(red: 255, green: 255, blue: 255)
        let blue = PixelColor(red: 0, green: 122, blue: 255)
        // The card's untransformed top-left corner is outside the turned card.
        #expect(frame2x.color(at: CGPoint(x: 32, y: 47)) == white)
        // The blue tab is drawn turned with the card: its center, converted to the window, is blue.
        let card = window.subviews[0], tab = card.subviews[0]
        let tabCenter = tab.convert(CGPoint(x: 10, y: 10), to: window)
        #expect(frame2x.color(at: tabCenter) == blue)
        // The tab's part past the card's end is clipped by the turned bounds: a point beyond the
        // card's turned right edge, inside the untransformed tab, shows white.
        let pastTheEnd = card.convert(CGPoint(x: 64, y: 15), to: window)
        #expect(frame2x.color(at: pastTheEnd) == white)
    }

    @Test func anIncrementalFrameAfterATurnMatchesAFullRender() {
        let window = window()
        var buffer = PixelBuffer(size: .zero, scale: 2)
        renderer.renderFrame(of: window, into: &buffer)
        window.subviews[0].transform = CGAffineTransform(rotationAngle: -.pi / 5).scaledBy(x: 1.2, y: 0.8)
        renderer.renderFrame(of: window, into: &buffer)
        var full = PixelBuffer(size: window.bounds.size, scale: 2)
        renderer.render(window, into: &full)
        #expect(buffer == full)
    }

    /// A label's text turns and scales with its view, as Core Graphics draws text under the CTM: the
    /// ink of a wide title turned a quarter is tall, and scaled twice it is twice as wide. Text masks
    /// are pasted in device space, so a turned view once showed its title upright at the turned
    /// origin, outside the damage (`script/fuzz-events` seed 8193958191077758714).
    @Test(arguments: [1, 2] as [CGFloat])
    func aLabelsTextTurnsAndScalesWithItsView(scale: CGFloat) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = nil
        window.isHidden = false
        let label = UILabel(frame: CGRect(x: 40, y: 85, width: 120, height: 30))
        label.text = "WWWWW"
        label.font = .systemFont(ofSize: 20)
        label.textAlignment = .center
        window.addSubview(label)
        func ink() throws -> CGRect {
            try #require(renderer.render(window.renderFrame(), size: window.bounds.size, scale: scale).inkBounds())
        }
        let upright = try ink()
        #expect(upright.width > 2 * upright.height)

        label.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = try ink()
        #expect(turned.height > 2 * turned.width, "drawn \(turned), upright \(upright)")
        #expect(abs(turned.height - upright.width) <= 2 && abs(turned.width - upright.height) <= 2)
        #expect(label.frame.insetBy(dx: -1, dy: -1).contains(turned))

        label.transform = CGAffineTransform(rotationAngle: .pi * 1.12)  // the fuzzer's 202°
        let halfTurned = try ink()
        #expect(label.frame.insetBy(dx: -1, dy: -1).contains(halfTurned), "drawn \(halfTurned) in \(label.frame)")

        label.transform = CGAffineTransform(scaleX: 2, y: 2)
        let scaled = try ink()
        #expect(abs(scaled.width - 2 * upright.width) <= 2, "drawn \(scaled), upright \(upright)")
    }

    @Test func aViewScaledToNothingDrawsNothing() {
        let window = window()
        let card = window.subviews[0]
        card.transform = CGAffineTransform(scaleX: 0, y: 0)
        let frame = renderer.render(window.renderFrame(), size: window.bounds.size, scale: 1)
        #expect(frame.color(at: card.center) == PixelColor(red: 255, green: 255, blue: 255))
    }

    @Test func renderingATransformedViewAloneDrawsItUntransformed() {
        let card = window().subviews[0]
        let turned = renderer.render(card, scale: 1)
        card.transform = .identity
        #expect(turned == renderer.render(card, scale: 1), "as CALayer.render(in:), in its own coordinates")
    }
}
