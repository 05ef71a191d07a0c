import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// Whole views rendered and compared with the reference PNGs in `__Snapshots__/ViewSnapshotTests/`.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter ViewSnapshotTests` after an intended change.
@MainActor
@Suite struct ViewSnapshotTests {
    let renderer = Renderer()
    let snapshots = SnapshotVerifier()

    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        return card
    }

    @Test func roundedBorderedView() throws {
        let view = card()
        try snapshots.verify(view, named: "roundedBorderedView")
        try snapshots.verify(view, named: "roundedBorderedView@2x", scale: 2)
        let buffer = renderer.render(view, scale: 2)
        #expect(buffer.color(at: CGPoint(x: 30, y: 20)) == PixelColor(red: 0, green: 122, blue: 255))
        #expect(buffer.color(at: CGPoint(x: 30, y: 0.5)) == PixelColor(red: 0, green: 0, blue: 0))
        #expect(buffer.color(at: CGPoint(x: 0.25, y: 0.25))?.alpha == 0)
    }

    @Test func customDrawnTextView() throws {
        let view = CaptionView(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        view.backgroundColor = .white
        try snapshots.verify(view, named: "customDrawnTextView")
        try snapshots.verify(view, named: "customDrawnTextView@3x", scale: 3)
        #expect(view.contentDisplayList.texts == ["Download"])
    }

    @Test func windowWithTranslucentAndClippedSubviews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .secondarySystemBackground
        window.isHidden = false
        let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        clipper.clipsToBounds = true
        clipper.backgroundColor = .systemGray4
        let overflowing = card()
        overflowing.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        clipper.addSubview(overflowing)
        let faded = card()
        faded.frame = CGRect(x: 40, y: 30, width: 50, height: 40)
        faded.alpha = 0.5
        window.addSubview(clipper)
        window.addSubview(faded)
        let frame = renderer.render(window.renderFrame(), size: window.bounds.size, scale: 2)
        try snapshots.verify(frame, named: "windowWithTranslucentAndClippedSubviews@2x")
        #expect(frame.color(at: CGPoint(x: 55, y: 25)) == PixelColor(red: 242, green: 242, blue: 247))  // clipped away
    }

    @Test func renderingAViewIgnoresItsPlaceInTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = card()
        child.frame.origin = CGPoint(x: 70, y: 90)
        parent.addSubview(child)
        #expect(renderer.render(child) == renderer.render(card()))
    }

    @Test func incrementalFrameMatchesAFullRender() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        window.backgroundColor = .white
        window.isHidden = false
        let first = card(), second = card()
        second.frame.origin = CGPoint(x: 10, y: 15)
        window.addSubview(first)
        window.addSubview(second)
        var buffer = PixelBuffer(size: .zero, scale: 2)
        #expect(renderer.renderFrame(of: window, into: &buffer) == window.bounds)   // first frame: everything
        #expect(renderer.renderFrame(of: window, into: &buffer) == nil)             // nothing changed
        second.backgroundColor = .systemRed
        let redrawn = renderer.renderFrame(of: window, into: &buffer)
        #expect(redrawn == CGRect(x: 10, y: 15, width: 60, height: 40))
        #expect(buffer == renderer.render(window.renderFrame(), size: window.bounds.size, scale: 2))
        #expect(buffer.color(at: CGPoint(x: 40, y: 40)) == PixelColor(red: 255, green: 59, blue: 48))
        #expect(buffer.color(at: CGPoint(x: 75, y: 5)) == PixelColor(red: 255, green: 255, blue: 255))
    }
}
