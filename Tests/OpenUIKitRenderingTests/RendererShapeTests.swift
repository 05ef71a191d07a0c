import Foundation
import OpenUIKit
import OpenUIKitRendering
import Testing

@MainActor
@Suite struct RendererShapeTests {
    let renderer = Renderer()
    let red = PixelColor(red: 255, green: 0, blue: 0)
    let blue = PixelColor(red: 0, green: 0, blue: 255)
    let clear = PixelColor(red: 0, green: 0, blue: 0, alpha: 0)

    func render(_ commands: [DisplayCommand], size: CGSize = CGSize(width: 40, height: 40),
                scale: CGFloat = 1) -> PixelBuffer {
        renderer.render(DisplayList(commands), size: size, scale: scale)
    }

    @Test func fillColorsItsRectangleOnly() {
        let buffer = render([.fill(CGRect(x: 10, y: 10, width: 20, height: 10), color: .red, cornerRadius: 0)])
        #expect(buffer.color(at: CGPoint(x: 10.5, y: 10.5)) == red)
        #expect(buffer.color(at: CGPoint(x: 29.5, y: 19.5)) == red)
        #expect(buffer.color(at: CGPoint(x: 9.5, y: 15)) == clear)
        #expect(buffer.color(at: CGPoint(x: 15, y: 20.5)) == clear)
        #expect(buffer.inkBounds() == CGRect(x: 10, y: 10, width: 20, height: 10))
    }

    @Test func translucentFillKeepsItsAlpha() {
        let buffer = render([.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: UIColor.blue.withAlphaComponent(0.5),
                                   cornerRadius: 0)])
        let color = buffer.color(at: CGPoint(x: 20, y: 20))
        #expect(color?.isClose(to: PixelColor(red: 0, green: 0, blue: 255, alpha: 128), tolerance: 1) == true)
    }

    @Test func roundedFillLeavesCornersTransparent() {
        let buffer = render([.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, cornerRadius: 10)])
        #expect(buffer.color(at: CGPoint(x: 0.5, y: 0.5)) == clear)
        #expect(buffer.color(at: CGPoint(x: 39.5, y: 39.5)) == clear)
        #expect(buffer.color(at: CGPoint(x: 20, y: 0.5)) == red)
        #expect(buffer.color(at: CGPoint(x: 0.5, y: 20)) == red)
        #expect(buffer.color(at: CGPoint(x: 4, y: 4)) == red)  // inside the arc (distance 8.5 from its centre)
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
        let buffer = render([.fill(CGRect(x: 0, y: 10, width: 40, height: 20), color: .red, cornerRadius: 100)])
        #expect(buffer.color(at: CGPoint(x: 20, y: 10.5)) == red)   // the top edge's middle is still filled
        #expect(buffer.color(at: CGPoint(x: 1.5, y: 20)) == red)    // a semicircle end reaches the side
        #expect(buffer.color(at: CGPoint(x: 0.5, y: 10.5)) == clear)
    }

    @Test func strokeLiesInsideTheRectangle() {
        let buffer = render([.stroke(CGRect(x: 10, y: 10, width: 20, height: 20), color: .blue, lineWidth: 2,
                                     cornerRadius: 0)])
        #expect(buffer.color(at: CGPoint(x: 10.5, y: 20)) == blue)
        #expect(buffer.color(at: CGPoint(x: 11.5, y: 20)) == blue)
        #expect(buffer.color(at: CGPoint(x: 12.5, y: 20)) == clear)   // inside the border
        #expect(buffer.color(at: CGPoint(x: 9.5, y: 20)) == clear)    // nothing outside the rect
        #expect(buffer.inkBounds() == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func roundedStrokeFollowsTheCorners() {
        let buffer = render([.stroke(CGRect(x: 0, y: 0, width: 40, height: 40), color: .blue, lineWidth: 2,
                                     cornerRadius: 12)])
        #expect(buffer.color(at: CGPoint(x: 0.5, y: 0.5)) == clear)
        #expect(buffer.color(at: CGPoint(x: 20, y: 0.5)) == blue)
        #expect(buffer.color(at: CGPoint(x: 20, y: 20)) == clear)
    }

    @Test func lineHasRoundCaps() {
        let buffer = render([.line(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 20), color: .red, width: 6)])
        #expect(buffer.color(at: CGPoint(x: 20, y: 20)) == red)
        #expect(buffer.color(at: CGPoint(x: 8, y: 20)) == red)          // the cap extends past the end point
        let corner = buffer.color(at: CGPoint(x: 7.5, y: 17.5))         // but is round: a square cap
        #expect((corner?.alpha ?? 255) < 32)                              // would cover this pixel fully
        let ink = buffer.inkBounds()
        #expect(ink == CGRect(x: 7, y: 17, width: 26, height: 6))
    }

    @Test func polygonIsFilled() {
        let triangle = [CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 40)]
        let buffer = render([.polygon(triangle, color: .blue)])
        #expect(buffer.color(at: CGPoint(x: 20, y: 30)) == blue)
        #expect(buffer.color(at: CGPoint(x: 2, y: 5)) == clear)
        #expect(buffer.color(at: CGPoint(x: 38, y: 5)) == clear)
    }

    @Test func groupOffsetsAndClipsItsContent() {
        let buffer = render([
            .beginGroup(origin: CGPoint(x: 10, y: 10), clip: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 1),
            .fill(CGRect(x: -5, y: -5, width: 40, height: 40), color: .red, cornerRadius: 0),
            .endGroup,
            .fill(CGRect(x: 0, y: 30, width: 5, height: 5), color: .blue, cornerRadius: 0),
        ])
        #expect(buffer.inkBounds(in: CGRect(x: 0, y: 0, width: 40, height: 29)) == CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(buffer.color(at: CGPoint(x: 2, y: 32)) == blue)   // drawing after the group is not clipped
    }

    @Test func nestedGroupsAddTheirOrigins() {
        let buffer = render([
            .beginGroup(origin: CGPoint(x: 5, y: 5), clip: nil, alpha: 1),
            .beginGroup(origin: CGPoint(x: 10, y: 0), clip: nil, alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: .red, cornerRadius: 0),
            .endGroup,
            .endGroup,
        ])
        #expect(buffer.inkBounds() == CGRect(x: 15, y: 5, width: 4, height: 4))
    }

    @Test func groupAlphaCompositesTheGroupAsAWhole() {
        // Two overlapping opaque fills in a half-transparent group: the overlap is not darker, as
        // UIKit composites a view with alpha after drawing its content.
        let buffer = render([
            .beginGroup(origin: .zero, clip: nil, alpha: 0.5),
            .fill(CGRect(x: 0, y: 0, width: 30, height: 30), color: .red, cornerRadius: 0),
            .fill(CGRect(x: 10, y: 10, width: 30, height: 30), color: .red, cornerRadius: 0),
            .endGroup,
        ])
        let single = buffer.color(at: CGPoint(x: 5, y: 5))
        let overlap = buffer.color(at: CGPoint(x: 20, y: 20))
        #expect(single == overlap)
        #expect(single?.isClose(to: PixelColor(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1) == true)
    }

    @Test func emptyClipShowsNothing() {
        let buffer = render([
            .beginGroup(origin: .zero, clip: CGRect(x: 0, y: 0, width: 0, height: 10), alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, cornerRadius: 0),
            .endGroup,
        ])
        #expect(buffer.inkBounds() == nil)
    }

    @Test func unbalancedGroupsAreReportedAndDrawingGoesOn() {
        var buffer = PixelBuffer(size: CGSize(width: 10, height: 10))
        let diagnostics = Diagnostics.record {
            renderer.render(DisplayList([
                .endGroup,
                .beginGroup(origin: CGPoint(x: 2, y: 2), clip: nil, alpha: 0.5),
                .fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: .red, cornerRadius: 0),
            ]), into: &buffer)
        }
        #expect(diagnostics.map(\.code) == ["render.unbalancedEndGroup", "render.unclosedGroup"])
        #expect(buffer.color(at: CGPoint(x: 3, y: 3))?.alpha == 128)
    }

    @Test func scaleTwoDoublesTheBufferAndDrawsTheSameShapes() {
        let commands: [DisplayCommand] = [.fill(CGRect(x: 10, y: 10, width: 20, height: 10), color: .red, cornerRadius: 0)]
        let one = render(commands, size: CGSize(width: 40, height: 30), scale: 1)
        let two = render(commands, size: CGSize(width: 40, height: 30), scale: 2)
        let three = render(commands, size: CGSize(width: 40, height: 30), scale: 3)
        #expect((one.width, one.height) == (40, 30))
        #expect((two.width, two.height) == (80, 60))
        #expect((three.width, three.height) == (120, 90))
        #expect(two.size == one.size)
        #expect(two.inkBounds() == one.inkBounds())
        #expect(three.inkBounds() == one.inkBounds())
        #expect(two.pixel(x: 20, y: 20).map(PixelColor.init(premultipliedARGB:)) == red)
        #expect(two.pixel(x: 19, y: 20).map(PixelColor.init(premultipliedARGB:)) == clear)
    }

    @Test func invalidScaleIsReportedAndTreatedAsOne() {
        var buffer: PixelBuffer?
        let diagnostics = Diagnostics.record {
            buffer = renderer.render(DisplayList(), size: CGSize(width: 8, height: 4), scale: .nan)
        }
        #expect(diagnostics.map(\.code) == ["render.invalidScale"])
        #expect(buffer?.width == 8)
        #expect(buffer?.height == 4)
        #expect(buffer?.scale == 1)
    }

    @Test func degenerateSizesGiveEmptyBuffersWithoutTrapping() {
        let list = DisplayList([.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red, cornerRadius: 0)])
        #expect(renderer.render(list, size: .zero).pixels.isEmpty)
        #expect(renderer.render(list, size: CGSize(width: -5, height: 10)).pixels.isEmpty)
        #expect(renderer.render(list, size: CGSize(width: CGFloat.infinity, height: 1)).width == 0)
        #expect(PixelBuffer(size: CGSize(width: 1e9, height: 1)).width == PixelBuffer.maximumDimension)
    }

    @Test func dirtyRectRedrawsOnlyThatArea() {
        var buffer = render([.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, cornerRadius: 0)],
                            scale: 2)
        renderer.render(DisplayList([.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .blue, cornerRadius: 0)]),
                        into: &buffer, dirtyRect: CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(buffer.color(at: CGPoint(x: 12, y: 12)) == blue)
        #expect(buffer.color(at: CGPoint(x: 9.9, y: 12)) == red)
        #expect(buffer.color(at: CGPoint(x: 15.1, y: 12)) == red)
        #expect(buffer.inkBounds(in: CGRect(x: 0, y: 0, width: 40, height: 40)) == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func dirtyRectIsClearedBeforeDrawing() {
        var buffer = render([.fill(CGRect(x: 0, y: 0, width: 40, height: 40), color: .red, cornerRadius: 0)])
        renderer.render(DisplayList(), into: &buffer, dirtyRect: CGRect(x: 0, y: 0, width: 20, height: 40))
        #expect(buffer.color(at: CGPoint(x: 10, y: 10)) == clear)
        #expect(buffer.color(at: CGPoint(x: 30, y: 10)) == red)
    }
}
