import Foundation
import OpenUIKit
@testable import OpenUIKitRendering
import Testing

/// What a layer's content covers, command by command, as the canvas draws it.
@MainActor
@Suite struct DisplayListDrawnAreaTests {
    private let everything = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)

    private func bounds(_ commands: [DisplayCommand], after index: Int = -1) -> CGRect {
        DisplayList(commands).drawnArea(after: index, scale: 1, limit: everything).bounds
    }

    @Test func shapesAreBoundedByWhatTheyCover() {
        let red = UIColor.systemRed
        #expect(bounds([.fill(CGRect(x: 1, y: 2, width: 3, height: 4), color: red, cornerRadius: 2)])
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        // A stroke lies inside its rectangle.
        #expect(bounds([.stroke(CGRect(x: 1, y: 2, width: 30, height: 40), color: red, lineWidth: 5, cornerRadius: 0)])
                == CGRect(x: 1, y: 2, width: 30, height: 40))
        // Round caps reach half the width past each end.
        #expect(bounds([.line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 0, y: 20), color: red, width: 4)])
                == CGRect(x: -2, y: 8, width: 14, height: 14))
        #expect(bounds([.polygon([CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 8), CGPoint(x: 0, y: 8)], color: red)])
                == CGRect(x: 0, y: 0, width: 10, height: 8))
        #expect(bounds([.image(UIImage(size: CGSize(width: 2, height: 2)), in: CGRect(x: 7, y: 7, width: 9, height: 9),
                               tint: nil, alpha: 1)]) == CGRect(x: 7, y: 7, width: 9, height: 9))
    }

    /// A layer shadow covers its offset shape grown by the blur's reach; a mask moves nothing, and what
    /// it masks counts where it is drawn.
    @Test func aLayerShadowAndAMaskedGroupAreBoundedByWhatTheyCover() {
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let shadow = DisplayShadow(offset: CGSize(width: 0, height: 5), blur: 3, color: .black)
        #expect(bounds([.shadow(DisplayPath(square.elements), shadow, rule: .winding)])
                == CGRect(x: -3, y: 2, width: 16, height: 16))
        #expect(bounds([.beginMask, .fill(CGRect(x: 1, y: 1, width: 2, height: 2), color: .black, cornerRadius: 0),
                        .endMask(DisplayList([.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: .black, cornerRadius: 0)]))])
                == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func commandsUpToTheIndexAreNotCounted() {
        let commands: [DisplayCommand] = [
            .fill(CGRect(x: 0, y: 0, width: 500, height: 500), color: .white, cornerRadius: 0),
            .fill(CGRect(x: 10, y: 10, width: 5, height: 5), color: .black, cornerRadius: 0),
        ]
        #expect(bounds(commands, after: 0) == CGRect(x: 10, y: 10, width: 5, height: 5))
        #expect(bounds(commands, after: 1) == .null)
    }

    /// Groups offset and clip what they hold, including the groups the background is drawn in, and
    /// an end of group restores the outer offset and clip; an empty or invalid clip shows nothing.
    @Test func groupsOffsetAndClipTheirContent() {
        let box = DisplayCommand.fill(CGRect(x: 0, y: 0, width: 50, height: 50), color: .black, cornerRadius: 0)
        let commands: [DisplayCommand] = [
            .beginGroup(origin: CGPoint(x: 100, y: 200), clip: nil, alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 500, height: 500), color: .white, cornerRadius: 0),
            .beginGroup(origin: CGPoint(x: 10, y: 10), clip: CGRect(x: 0, y: 0, width: 20, height: 30), alpha: 0.5),
            box,
            .endGroup,
            .beginGroup(origin: CGPoint(x: 300, y: 300), clip: nil, alpha: 1),
            box,
            .endGroup,
            .beginGroup(origin: .zero, clip: CGRect(x: 0, y: 0, width: -1, height: 5), alpha: 1),
            .fill(CGRect(x: 0, y: 0, width: 1_000, height: 1_000), color: .black, cornerRadius: 0),
            .endGroup,
            .endGroup,
        ]
        #expect(bounds(commands, after: 1) == CGRect(x: 110, y: 210, width: 340, height: 340))
        #expect(bounds(Array(commands.prefix(5)), after: 1) == CGRect(x: 110, y: 210, width: 20, height: 30))
    }

    /// Text is bounded by its glyphs' ink, where the canvas places it (centred in a tall frame), not
    /// by its frame.
    @Test func textIsBoundedByItsInk() {
        let run = TextRun(text: "Done", frame: CGRect(x: 0, y: 0, width: 400, height: 300), font: .systemFont(ofSize: 17),
                          color: .black, alignment: .center)
        let drawn = bounds([.text(run)])
        #expect(drawn.width > 20 && drawn.width < 80 && drawn.height > 8 && drawn.height < 30)
        #expect(abs(drawn.midX - 200) < 3 && abs(drawn.midY - 150) < 4)
        var hidden = run
        hidden.text = ""
        #expect(bounds([.text(hidden)]) == .null)
    }

    @Test func commandsThatDrawNothingAddNothing() {
        let nan = CGFloat.nan
        #expect(bounds([
            .line(from: CGPoint(x: nan, y: 0), to: .zero, color: .black, width: 1),
            .polygon([.zero, CGPoint(x: 1, y: 1)], color: .black),
            .fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), color: .black, cornerRadius: 0),
        ]) == .null)
    }

    /// The walk stops once the bounds hold the limit: the answer (the content covers the layer) is
    /// the same.
    @Test func theWalkStopsAtTheLimit() {
        let list = DisplayList([
            .fill(CGRect(x: 0, y: 0, width: 100, height: 100), color: .black, cornerRadius: 0),
            .fill(CGRect(x: 0, y: 0, width: 1_000, height: 1_000), color: .black, cornerRadius: 0),
        ])
        let area = list.drawnArea(after: -1, scale: 1, limit: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(area.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(area.rectangles == [CGRect(x: 0, y: 0, width: 100, height: 100)])
    }

    /// Apart, pieces of content stay apart; overlapping ones join as their bounds, and join again with
    /// what those bounds overlap; drawing scattered over more than ``DrawnArea/maximumRectangles``
    /// places is kept as its bounds.
    @Test func piecesOfContentAreKeptApart() {
        func box(_ x: CGFloat, _ y: CGFloat) -> DisplayCommand {
            .fill(CGRect(x: x, y: y, width: 10, height: 10), color: .black, cornerRadius: 0)
        }
        let apart = DisplayList([box(0, 0), box(100, 200)]).drawnArea(after: -1, scale: 1, limit: everything)
        #expect(apart.bounds == CGRect(x: 0, y: 0, width: 110, height: 210))
        #expect(Set(apart.rectangles.map { "\($0)" }) == ["\(CGRect(x: 0, y: 0, width: 10, height: 10))",
                                                           "\(CGRect(x: 100, y: 200, width: 10, height: 10))"])
        let overlapping = DisplayList([box(0, 0), box(5, 5)]).drawnArea(after: -1, scale: 1, limit: everything)
        #expect(overlapping.rectangles == [CGRect(x: 0, y: 0, width: 15, height: 15)])
        // The last piece joins the second; their bounds overlap the first, which neither piece does.
        func fill(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> DisplayCommand {
            .fill(CGRect(x: x, y: y, width: width, height: height), color: .black, cornerRadius: 0)
        }
        let chained = DisplayList([fill(20, 10, 1, 5), fill(20, 0, 5, 5), fill(22, 3, 2, 20)])
            .drawnArea(after: -1, scale: 1, limit: everything)
        #expect(chained.rectangles == [CGRect(x: 20, y: 0, width: 5, height: 23)])
        let scattered = DisplayList((0..<20).map { box(CGFloat($0) * 20, CGFloat($0) * 20) })
            .drawnArea(after: -1, scale: 1, limit: everything)
        #expect(scattered.rectangles == [CGRect(x: 0, y: 0, width: 390, height: 390)])
        // Fractional edges are widened to whole pixels at the scale.
        let fractional = DisplayList([.fill(CGRect(x: 0.2, y: 0.2, width: 1, height: 1), color: .black, cornerRadius: 0)])
        #expect(fractional.drawnArea(after: -1, scale: 2, limit: everything).rectangles
                == [CGRect(x: 0, y: 0, width: 1.5, height: 1.5)])
    }

    /// The canvas draws nothing past its device range and cuts fills at it; the area does the same.
    @Test func drawingPastTheCanvasRangeIsLeftOut() {
        let limit = CGRect(x: 0, y: 0, width: 800, height: 600)
        let far = DisplayList([.fill(CGRect(x: 1e308, y: 0, width: 10, height: 10), color: .black, cornerRadius: 0),
                               .line(from: .zero, to: CGPoint(x: 1e300, y: 0), color: .black, width: 1)])
        #expect(far.drawnArea(after: -1, scale: 3, limit: limit).bounds == .null)
        let long = DisplayList([.fill(CGRect(x: 10, y: 10, width: 1e300, height: 10), color: .black, cornerRadius: 0)])
        #expect(long.drawnArea(after: -1, scale: 2, limit: limit).bounds
                == CGRect(x: 10, y: 10, width: CairoCanvas.deviceRange / 2 - 10, height: 10))
        let shadowed = TextRun(text: "Far", frame: CGRect(x: 0, y: 0, width: 100, height: 20), font: .systemFont(ofSize: 17),
                               color: .black, shadowColor: .black, shadowOffset: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
        #expect(DisplayList([.text(shadowed)]).drawnArea(after: -1, scale: 1, limit: limit).bounds.maxX < 100)
    }
}
