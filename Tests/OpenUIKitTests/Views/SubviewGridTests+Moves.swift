import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A subview moved in a grid (``SubviewGrid/move(_:to:)``, what an animation step does to its view in
/// the superview's render grid) must leave the grid answering as one built from the new rectangles:
/// every subview whose rectangle overlaps a query is among its candidates, in order.
extension SubviewGridTests {
    /// The indexes whose rectangle overlaps `query`, worked out without a grid.
    func overlapping(_ rects: [CGRect?], _ query: CGRect) -> [Int] {
        rects.indices.filter { index in rects[index].map { $0.intersects(query) } ?? true }
    }

    @Test(arguments: [21, 22, 23]) func movedRectanglesAreFoundWhereTheyAreNow(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var rects: [CGRect?] = (0..<300).map { _ in
            CGRect(x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...400, using: &random),
                   width: Double.random(in: 1...30, using: &random), height: Double.random(in: 1...30, using: &random))
        }
        var grid = SubviewGrid(rects: rects)
        var framesKept = 0
        for _ in 0..<20 {
            // A frame of steps: a third of the subviews move by a few points, as an animation moves them.
            var kept = true
            for index in stride(from: Int.random(in: 0..<3, using: &random), to: rects.count, by: 3) {
                let moved = rects[index]!.offsetBy(dx: Double.random(in: -12...12, using: &random),
                                                   dy: Double.random(in: -8...8, using: &random))
                kept = kept && grid.move(index, to: moved)
                rects[index] = moved
            }
            if kept {
                framesKept += 1
                #expect(grid.cellsMatchRects)
                #expect(grid.rects == rects)
            } else {
                // A refused move leaves the grid unfit: its holder builds another, as a view does.
                grid = SubviewGrid(rects: rects)
            }
            for _ in 0..<50 {
                let query = CGRect(x: Double.random(in: -20...420, using: &random), y: Double.random(in: -20...420, using: &random),
                                   width: Double.random(in: 1...40, using: &random), height: Double.random(in: 1...40, using: &random))
                guard let candidates = grid.candidates(overlapping: query, subviewCount: rects.count) else { continue }
                #expect(candidates == candidates.sorted())
                #expect(Set(overlapping(rects, query)).isSubset(of: Set(candidates)), "query \(query)")
            }
        }
        #expect(framesKept > 0, "small moves keep the grid")
    }

    @Test func aMoveTheGridCannotFollowExactlyIsRefused() {
        let rects: [CGRect?] = (0..<40).map { CGRect(x: CGFloat($0 % 8) * 10, y: CGFloat($0 / 8) * 10, width: 8, height: 8) }
        let grid = SubviewGrid(rects: rects)
        #expect(!grid.move(3, to: nil), "no rectangle: a candidate everywhere")
        #expect(!grid.move(4, to: CGRect(x: 0, y: 0, width: 80, height: 50)), "over more than a quarter of the cells")
        #expect(!grid.move(5, to: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)))
        #expect(!grid.move(40, to: CGRect(x: 0, y: 0, width: 1, height: 1)), "not indexed")
        #expect(grid.move(6, to: CGRect(x: 61, y: 1, width: 8, height: 8)))
        #expect(grid.cellsMatchRects)
    }

    /// The window's render grid stays across the frames of an animation: each step moves the animating
    /// view in it, and a dirty rect where the view is drawn now finds it.
    @Test func anAnimationMovesItsViewInTheWindowsRenderGridWithoutRebuildingIt() {
        let host = TestHost()
        let squares = (0..<48).map { index in
            let square = UIView(frame: CGRect(x: CGFloat(index % 8) * 40, y: CGFloat(index / 8) * 40, width: 30, height: 30))
            square.backgroundColor = UIColor(red: CGFloat(index) / 255, green: 0, blue: 0, alpha: 1)
            host.window.addSubview(square)
            return square
        }
        let moving = squares[9]
        // As animate-grid moves its buttons: a few points, so that the area it covers while it moves
        // (where it is and where it is going) stays small enough to be entered in cells. The new model
        // frame drops the grid, as any change of a frame does; the frame after builds it once.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            moving.center = CGPoint(x: moving.center.x + 12, y: moving.center.y + 8)
        }
        _ = host.window.renderDisplayList(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grid = host.window.subviewRenderGrid
        #expect(grid != nil)
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)  // checks the invariants, the grid's cells among them
            #expect(host.window.subviewRenderGrid === grid)
            let drawn = moving.layer.presentation()?.frame ?? moving.frame
            let dirty = CGRect(x: drawn.midX - 2, y: drawn.midY - 2, width: 4, height: 4)
            let fills = host.window.renderDisplayList(in: dirty).commands.compactMap { command -> UIColor? in
                if case .fill(_, let color, _) = command { return color }
                return nil
            }
            #expect(fills.contains(moving.backgroundColor!), "drawn at \(drawn)")
        }
        #expect(host.window._invariantViolations().isEmpty)
    }
}
