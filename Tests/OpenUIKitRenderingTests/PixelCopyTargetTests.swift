import Foundation
@testable import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// A cached rendering that lands on whole device pixels is copied into the layer's pixels by pixman
/// (``PixelCopyTarget``), not drawn by Cairo: the copy must keep to everything Cairo's fill kept to — the
/// dirty rectangle a partial redraw is clipped to, an ancestor's clip — and leave to Cairo what it cannot
/// follow (an offscreen group, a clip edge inside a pixel), as Core Animation composites a layer only
/// within its ancestors' bounds.
@MainActor
@Suite struct PixelCopyTargetTests {
    let renderer = Renderer()
    let red: UInt32 = 0xFFFF_0000
    let blue: UInt32 = 0xFF00_00FF

    /// A cache of a 20×20 opaque blue view, placed at (10, 10).
    private func cachedBlueSquare() -> (UIView, DisplayCommand) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .blue
        let cache = RenderingCache(view: view)
        return (view, .cachedRendering(cache, placement: CGAffineTransform(translationX: 10, y: 10), alpha: 1))
    }

    /// The fill that makes a 40×40 buffer red, first in a list: the renderer then clears nothing.
    private let redFill = DisplayCommand.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, cornerRadius: 0)

    /// A 40×40 buffer at `scale`, all red.
    private func redBuffer(scale: CGFloat = 1) -> PixelBuffer {
        var buffer = PixelBuffer(size: CGSize(width: 40, height: 40), scale: scale)
        renderer.render(DisplayList([redFill]), into: &buffer)
        return buffer
    }

    /// `commands` drawn over red, into a 40×40 buffer at `scale`.
    private func drawnOverRed(_ commands: [DisplayCommand], scale: CGFloat = 1) -> PixelBuffer {
        var buffer = PixelBuffer(size: CGSize(width: 40, height: 40), scale: scale)
        renderer.render(DisplayList([redFill] + commands), into: &buffer)
        return buffer
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func anOpaqueCacheIsCopiedWhereItLands(scale: CGFloat) {
        let (view, command) = cachedBlueSquare()
        let buffer = drawnOverRed([command], scale: scale)
        let s = Int(scale)
        #expect(buffer.pixel(x: 10 * s, y: 10 * s) == blue)
        #expect(buffer.pixel(x: 30 * s - 1, y: 30 * s - 1) == blue)
        #expect(buffer.pixel(x: 10 * s - 1, y: 15 * s) == red)
        #expect(buffer.pixel(x: 30 * s, y: 15 * s) == red)
        withExtendedLifetime(view) {}
    }

    @Test func aCopyKeepsToTheDirtyRectangle() {
        let (view, command) = cachedBlueSquare()
        var buffer = redBuffer()
        renderer.render(DisplayList([command]), into: &buffer, dirtyRect: CGRect(x: 0, y: 0, width: 20, height: 40))
        #expect(buffer.pixel(x: 15, y: 15) == blue)
        #expect(buffer.pixel(x: 20, y: 15) == red)   // the view is there, but the redraw is not
        #expect(buffer.pixel(x: 29, y: 29) == red)
        withExtendedLifetime(view) {}
    }

    @Test func aCopyKeepsToAnAncestorsClip() {
        let (view, command) = cachedBlueSquare()
        let group: [DisplayCommand] = [.beginGroup(origin: .zero, clip: CGRect(x: 0, y: 0, width: 40, height: 20), alpha: 1),
                                       command, .endGroup]
        let clipped = drawnOverRed(group)
        #expect(clipped.pixel(x: 15, y: 19) == blue)
        #expect(clipped.pixel(x: 15, y: 20) == red)
        // After the group, the clip is the buffer's again.
        #expect(drawnOverRed(group + [command]).pixel(x: 15, y: 25) == blue)
        withExtendedLifetime(view) {}
    }

    @Test func aCacheInATranslucentGroupIsBlendedThroughIt() {
        let (view, command) = cachedBlueSquare()
        let buffer = drawnOverRed([.beginGroup(origin: .zero, clip: nil, alpha: 0.5), command, .endGroup])
        let color = buffer.color(at: CGPoint(x: 15, y: 15))
        #expect(color.map { (120...135).contains(Int($0.red)) && (120...135).contains(Int($0.blue)) } == true)
        withExtendedLifetime(view) {}
    }

    @Test func aClipEdgeInsideAPixelIsLeftToCairo() {
        let (view, command) = cachedBlueSquare()
        let buffer = drawnOverRed([.beginGroup(origin: .zero, clip: CGRect(x: 0, y: 0, width: 20.5, height: 40), alpha: 1),
                                   command, .endGroup])
        #expect(buffer.pixel(x: 19, y: 15) == blue)
        // Half the pixel is clipped away: half blue over red, as Cairo's antialiased clip draws it.
        let edge = buffer.color(at: CGPoint(x: 20.5, y: 15.5))
        #expect(edge.map { (120...135).contains(Int($0.red)) && (120...135).contains(Int($0.blue)) } == true)
        #expect(buffer.pixel(x: 21, y: 15) == red)
        withExtendedLifetime(view) {}
    }

    @Test func aTranslucentCacheIsLaidOverWhatIsThere() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = UIColor.blue.withAlphaComponent(0.5)
        let cache = RenderingCache(view: view)
        let buffer = drawnOverRed([.cachedRendering(cache, placement: CGAffineTransform(translationX: 10, y: 10), alpha: 1)])
        let color = buffer.color(at: CGPoint(x: 15, y: 15))
        #expect(color.map { (120...135).contains(Int($0.red)) && (120...135).contains(Int($0.blue)) && $0.alpha == 255 }
                == true)
        #expect((cache.backing as? CachedSurface)?.isOpaque == false)
    }
}
