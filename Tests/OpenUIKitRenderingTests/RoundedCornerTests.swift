import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// A card sheet's rounded top corners laid by the compositor (`RoundedCorner.swift`,
/// ``RetainedLayer/baseColor``), as Core Animation rounds a layer's `cornerRadius` when compositing
/// it: the card's layer keeps no pixels for them, and the composited frame shows them as the window
/// drawn whole does.
@MainActor
@Suite struct RoundedCornerTests {
    let renderer = Renderer()

    /// An iPhone 15 whose root view is white on a black window, presenting a card with a label.
    private func presentedCard(scale: CGFloat, extra: UIView? = nil) -> (TestHost, UIViewController, LayerStack) {
        let host = TestHost(device: .iPhone15)
        host.window.backgroundColor = .black
        let root = UIViewController()
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let sheet = UIViewController.cardWithLabel()
        if let extra { sheet.view.addSubview(extra) }
        var layers = LayerStack(scale: scale)
        layers.update(from: host.window)
        root.present(sheet, animated: false)
        layers.update(from: host.window)
        return (host, sheet, layers)
    }

    /// The card's two top corners in the window: squares of its corner radius.
    private func topCorners(of sheet: UIViewController) -> [CGRect] {
        let card = sheet.view.convert(sheet.view.bounds, to: nil)
        let radius = sheet.view.layer.cornerRadius
        return [CGRect(x: card.minX, y: card.minY, width: radius, height: radius),
                CGRect(x: card.maxX - radius, y: card.minY, width: radius, height: radius)]
    }

    /// The largest difference of one channel between two buffers of the same size within `area`
    /// (points).
    private func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer, in area: CGRect) -> Int {
        #expect(a.width == b.width && a.height == b.height && a.scale == b.scale)
        var largest = 0
        let scale = a.scale
        for y in Int(area.minY * scale)..<Int(area.maxY * scale) {
            for x in Int(area.minX * scale)..<Int(area.maxX * scale) {
                guard let left = a.pixel(x: x, y: y), let right = b.pixel(x: x, y: y) else { continue }
                for shift in stride(from: 0, to: 32, by: 8) {
                    largest = max(largest, abs(Int((left >> UInt32(shift)) & 0xFF) - Int((right >> UInt32(shift)) & 0xFF)))
                }
            }
        }
        return largest
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theCardsCornersAreLaidByTheCompositor(scale: CGFloat) throws {
        let (host, sheet, layers) = presentedCard(scale: scale)
        let card = try #require(layers.layers.last)
        let corners = topCorners(of: sheet)
        #expect(sheet.view.layer.cornerRadius > 0)
        #expect(card.baseColor == .systemBackground)
        // No pixels kept for the corners: only the label's text was drawn.
        #expect(!card.contentRectangles.contains { rectangle in corners.contains { $0.intersects(rectangle) } })
        #expect(!card.contentRectangles.isEmpty)
        // The layers behind show through the corners, so the card no longer hides them.
        #expect(!card.isOpaque)
        // Composited, the corners are the window's drawn whole: the curve's edge pixels too.
        let frame = layers.compositedFrame(of: host.window)
        let drawn = renderer.drawnWhole(host.window, scale: scale)
        for corner in corners {
            #expect(largestDifference(frame, drawn, in: corner.insetBy(dx: -2, dy: -2)) <= 1)
        }
        // Rounded indeed: the outermost pixel of a corner is the dimmed black behind, its inner
        // neighbour the card's white.
        let outer = try #require(frame.color(at: CGPoint(x: corners[0].minX + 0.5 / scale, y: corners[0].minY + 0.5 / scale)))
        let inner = try #require(frame.color(at: CGPoint(x: corners[0].maxX - 0.5 / scale, y: corners[0].maxY - 0.5 / scale)))
        #expect(outer.red < 100 && inner.red > 200)
    }

    @Test func aViewOverACornerIsDrawnIntoTheLayer() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.backgroundColor = .systemBlue
        let (host, sheet, layers) = presentedCard(scale: 2, extra: badge)
        let card = try #require(layers.layers.last)
        let corners = topCorners(of: sheet)
        // The corner under the badge is content, drawn as the renderer draws it; the other stays the
        // compositor's.
        #expect(card.contentRectangles.contains { $0.contains(corners[0]) })
        #expect(!card.contentRectangles.contains { $0.intersects(corners[1]) })
        let frame = layers.compositedFrame(of: host.window)
        let drawn = renderer.drawnWhole(host.window, scale: 2)
        for corner in corners { #expect(largestDifference(frame, drawn, in: corner.insetBy(dx: -2, dy: -2)) <= 1) }
    }

    @Test func aChangeReachingACornerDrawsItIntoTheLayer() throws {
        let (host, sheet, presented) = presentedCard(scale: 2)
        var layers = presented
        let corners = topCorners(of: sheet)
        let badge = UIView(frame: CGRect(x: sheet.view.bounds.maxX - 20, y: 0, width: 20, height: 20))
        badge.backgroundColor = .systemRed
        sheet.view.addSubview(badge)
        layers.update(from: host.window)
        let card = try #require(layers.layers.last)
        #expect(card.contentRectangles.contains { $0.contains(corners[1]) })
        // Kept pixels brought up to date composite as a stack drawn afresh, and as the window drawn whole.
        var fresh = LayerStack(scale: 2)
        fresh.update(from: host.window)
        let frame = layers.compositedFrame(of: host.window)
        #expect(frame == fresh.compositedFrame(of: host.window))
        let drawn = renderer.drawnWhole(host.window, scale: 2)
        for corner in corners { #expect(largestDifference(frame, drawn, in: corner.insetBy(dx: -2, dy: -2)) <= 1) }
    }
}
