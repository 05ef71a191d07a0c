import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// The spatial index must never change a hit test's answer: every test compares the indexed hit test
/// of a view with many subviews against the plain front-to-back walk over the same subviews.
@MainActor
@Suite struct SubviewGridTests {
    /// A button whose touch area reaches 20 points beyond its frame, as apps enlarge small buttons.
    final class WideTouchButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    /// UIKit's rule, written out without the index: the first subview, front to back, that answers.
    func linearHitTest(_ root: UIView, _ point: CGPoint) -> UIView? {
        guard !root.isHidden, root.alpha >= 0.01, root.isUserInteractionEnabled,
              root.point(inside: point, with: nil) else { return nil }
        for subview in root.subviews.reversed() {
            if let hit = subview.hitTest(root.convert(point, to: subview), with: nil) { return hit }
        }
        return root
    }

    /// A 400×400 root holding `count` overlapping subviews of mixed kinds and states, from a fixed seed.
    func randomScene(count: Int, seed: UInt64) -> UIView {
        var random = SplitMix64(seed: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for index in 0..<count {
            let frame = CGRect(x: Double.random(in: -20...380, using: &random), y: Double.random(in: -20...380, using: &random),
                               width: Double.random(in: 0...60, using: &random), height: Double.random(in: 0...60, using: &random))
            let view: UIView
            switch index % 5 {
            case 0: view = UIButton(frame: frame)
            case 1: view = WideTouchButton(frame: frame)
            case 2: view = UILabel(frame: frame)
            case 3:
                let control = UIControl(frame: frame)
                control.isEnabled = Bool.random(using: &random)
                view = control
            default: view = UIView(frame: frame)
            }
            view.isHidden = Int.random(in: 0..<8, using: &random) == 0
            view.isUserInteractionEnabled = Int.random(in: 0..<8, using: &random) != 0
            root.addSubview(view)
        }
        // One view covering everything at the back, one large one in the middle of the order.
        root.insertSubview(UIView(frame: root.bounds), at: 0)
        root.insertSubview(UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300)), at: count / 2)
        return root
    }

    func expectSameAnswers(_ root: UIView, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        var random = SplitMix64(seed: seed)
        var points = (0..<2_000).map { _ in
            CGPoint(x: Double.random(in: -30...430, using: &random), y: Double.random(in: -30...430, using: &random))
        }
        // Frame corners and far edges, where rounding could put a point in the neighbouring cell.
        for subview in root.subviews {
            let frame = subview.frame
            points += [frame.origin, CGPoint(x: frame.maxX, y: frame.maxY),
                       CGPoint(x: frame.maxX.nextDown, y: frame.maxY.nextDown), CGPoint(x: frame.midX, y: frame.midY)]
        }
        let mismatches = points.filter { root.hitTest($0, with: nil) !== linearHitTest(root, $0) }
        #expect(mismatches.isEmpty, "hit test differs from the linear walk at \(mismatches.prefix(5))",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3, 4]) func answersAsTheLinearWalkDoes(seed: UInt64) {
        let root = randomScene(count: 300, seed: seed)
        expectSameAnswers(root, seed: seed)
        #expect(root.subviewHitTestGrid != nil, "a view with 300 subviews hit-tests through a grid")
    }

    @Test func anEnlargedTouchAreaOutsideTheFrameStillWins() {
        let root = randomScene(count: 100, seed: 9)
        let wide = WideTouchButton(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
        root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 225, y: 225), with: nil) === wide)
        #expect(root.hitTest(CGPoint(x: 185, y: 190), with: nil) === wide)
    }

    @Test func movingAResizingOrReorderingSubviewsIsSeenByTheNextHitTest() {
        let root = randomScene(count: 100, seed: 5)
        expectSameAnswers(root, seed: 5)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 2, y: 2), with: nil) === button)
        button.center = CGPoint(x: 390, y: 390)
        #expect(root.hitTest(CGPoint(x: 390, y: 390), with: nil) === button)
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === button)
        button.bounds.size = CGSize(width: 2, height: 2)
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) !== button)
        root.sendSubviewToBack(button)
        expectSameAnswers(root, seed: 6)
        root.exchangeSubview(at: 0, withSubviewAt: 60)
        expectSameAnswers(root, seed: 7)
        root.subviews[40].removeFromSuperview()
        root.insertSubview(UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 200)), at: 70)
        expectSameAnswers(root, seed: 8)
    }

    /// A presentation adds its container in front of a window's many subviews and removes it again:
    /// the grids built before, or while it was there, stay in use and answer as the linear walk does.
    @Test func subviewsAddedInFrontAndRemovedFromTheFrontKeepTheGrids() {
        let root = randomScene(count: 300, seed: 21)
        expectSameAnswers(root, seed: 21)
        _ = root.renderDisplayList(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let hitGrid = root.subviewHitTestGrid, renderGrid = root.subviewRenderGrid
        let cover = UIView(frame: root.bounds)
        let inCover = UIButton(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        cover.addSubview(inCover)
        root.addSubview(cover)
        let front = UIButton(frame: CGRect(x: 300, y: 300, width: 20, height: 20))
        root.addSubview(front)
        #expect(root.subviewHitTestGrid === hitGrid && root.subviewRenderGrid === renderGrid)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === inCover)
        #expect(root.hitTest(CGPoint(x: 310, y: 310), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 5, y: 395), with: nil) === cover)
        // Moving the views in front keeps the grids too; they are offered everywhere.
        front.center = CGPoint(x: 20, y: 20)
        cover.frame = CGRect(x: 200, y: 200, width: 200, height: 200)
        #expect(root.subviewHitTestGrid === hitGrid)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === front)
        expectSameAnswers(root, seed: 22)
        cover.backgroundColor = .systemRed
        front.backgroundColor = .systemGreen
        func fills(in dirty: CGRect) -> [UIColor] {
            root.renderDisplayList(in: dirty).commands.compactMap { command -> UIColor? in
                if case .fill(_, let color, _) = command { return color }
                return nil
            }
        }
        #expect(fills(in: CGRect(x: 250, y: 250, width: 20, height: 20)) == [.systemRed])
        #expect(fills(in: CGRect(x: 12, y: 12, width: 5, height: 5)) == [.systemGreen])
        #expect(root.subviewRenderGrid === renderGrid)
        front.removeFromSuperview()
        cover.removeFromSuperview()
        #expect(root.subviewHitTestGrid === hitGrid)
        expectSameAnswers(root, seed: 23)

        // A grid built while the container was in front forgets it when it leaves, and stays.
        root.addSubview(cover)
        root.subviewHitTestGrid = nil
        #expect(root.hitTest(CGPoint(x: 300, y: 300), with: nil) != nil)
        let rebuilt = root.subviewHitTestGrid
        #expect(rebuilt?.indexedCount == root.subviews.count)
        cover.removeFromSuperview()
        #expect(root.subviewHitTestGrid === rebuilt && rebuilt?.indexedCount == root.subviews.count)
        expectSameAnswers(root, seed: 24)
        // Adding or removing behind the indexed subviews drops the grid.
        root.insertSubview(UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5)), at: 0)
        #expect(root.subviewHitTestGrid == nil)
        expectSameAnswers(root, seed: 25)
    }

    /// A card's presenter, the frontmost of a window's indexed subviews behind the card's container,
    /// is scaled back and forward on each presentation: the grid stops indexing it and the views in
    /// front of it (they are tried for every point) rather than being built again; a move further back
    /// still drops it.
    @Test func aMoveAmongTheFrontmostIndexedSubviewsKeepsTheGrid() {
        let root = randomScene(count: 300, seed: 31)
        let presenter = UIButton(frame: root.bounds.insetBy(dx: 150, dy: 150))
        root.addSubview(presenter)
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 400, height: 100))
        root.addSubview(container)
        expectSameAnswers(root, seed: 31)
        let grid = root.subviewHitTestGrid
        #expect(grid?.indexedCount == root.subviews.count)
        presenter.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(root.subviewHitTestGrid === grid)
        #expect(grid?.indexedCount == root.subviews.count - 2, "the presenter and the container in front of it")
        expectSameAnswers(root, seed: 32)
        presenter.transform = .identity
        #expect(root.subviewHitTestGrid === grid)
        expectSameAnswers(root, seed: 33)
        root.subviews[10].center.x += 5
        #expect(root.subviewHitTestGrid == nil)
        expectSameAnswers(root, seed: 34)
    }

    @Test func nonFiniteAndFarAwayPointsFindNothing() {
        let root = randomScene(count: 100, seed: 3)
        #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: CGFloat.infinity, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 1e300, y: -1e300), with: nil) == nil)
    }

    @Test func hugeAndEmptyFramesAreIndexedWithoutTrapping() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for index in 0..<40 {
            root.addSubview(UIView(frame: CGRect(x: CGFloat(index), y: 0, width: 0, height: 0)))
        }
        let huge = UIView(frame: CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300))
        root.addSubview(huge)
        let corner = UIView(frame: CGRect(x: 90, y: 90, width: 10, height: 10))
        root.addSubview(corner)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === corner)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }

    @Test func framesTooFarApartForTheirDistanceToBeFiniteAreIndexedWithoutTrapping() {
        // Finite frames whose covered area is infinitely wide and tall: no cells, every subview is a
        // candidate everywhere (their own tests decide).
        let far = CGFloat.greatestFiniteMagnitude
        var rects: [CGRect?] = (0..<40).map { CGRect(x: CGFloat($0), y: 0, width: 1, height: 1) }
        rects.append(CGRect(x: far / 2, y: far / 2, width: 1, height: 1))
        rects.append(CGRect(x: -far, y: -far, width: 1, height: 1))
        let grid = SubviewGrid(rects: rects)
        func candidates(at point: CGPoint) -> [Int] {
            var found: [Int] = []
            grid.forEachCandidate(at: point, subviewCount: rects.count) { found.append($0); return false }
            return found
        }
        #expect(candidates(at: CGPoint(x: 0.5, y: 0.5)).contains(0))
        #expect(candidates(at: CGPoint(x: far / 2 + 0.5, y: far / 2 + 0.5)).contains(40))
        #expect(candidates(at: CGPoint(x: -far, y: -far)).contains(41))
        #expect(candidates(at: CGPoint(x: CGFloat.nan, y: 0)).count == rects.count)
    }

    // MARK: Rendering

    /// The background colors of the views a dirty-rect render of `root` should draw, back to front:
    /// every shown view whose extent overlaps the dirty rect, worked out without any grid.
    func expectedFills(_ root: UIView, in dirty: CGRect) -> [UIColor] {
        var fills: [UIColor] = []
        func visit(_ view: UIView, visible: CGRect) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let color = view.backgroundColor { fills.append(color) }
            for subview in view.subviews {
                let frame = subview.frame
                let extent = subview.subviews.reduce(frame) { $0.union($1.frame.offsetBy(dx: frame.minX, dy: frame.minY)) }
                guard extent.intersection(visible).width > 0, extent.intersection(visible).height > 0 else { continue }
                visit(subview, visible: visible.offsetBy(dx: -frame.minX, dy: -frame.minY))
            }
        }
        visit(root, visible: dirty)
        return fills
    }

    @Test(arguments: [11, 12, 13]) func aDirtyRectDrawsWhatTheLinearWalkDraws(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for index in 0..<200 {
            let view = UIView(frame: CGRect(x: Double.random(in: -10...390, using: &random),
                                            y: Double.random(in: -10...390, using: &random),
                                            width: Double.random(in: 1...40, using: &random),
                                            height: Double.random(in: 1...40, using: &random)))
            view.backgroundColor = UIColor(red: CGFloat(index) / 255, green: 0, blue: 0, alpha: 1)
            view.isHidden = index % 17 == 0
            if index % 20 == 0 {  // a child sticking far out of its parent
                let child = UIView(frame: CGRect(x: 150, y: 150, width: 10, height: 10))
                child.backgroundColor = UIColor(red: 0, green: CGFloat(index) / 255, blue: 0, alpha: 1)
                view.addSubview(child)
            }
            root.addSubview(view)
        }
        for _ in 0..<200 {
            let dirty = CGRect(x: Double.random(in: -20...400, using: &random), y: Double.random(in: -20...400, using: &random),
                               width: Double.random(in: 1...60, using: &random), height: Double.random(in: 1...60, using: &random))
            let fills = root.renderDisplayList(in: dirty).commands.compactMap { command -> UIColor? in
                if case .fill(_, let color, _) = command { return color }
                return nil
            }
            #expect(fills == expectedFills(root, in: dirty), "dirty rect \(dirty)")
        }
        #expect(root.subviewRenderGrid != nil, "200 subviews are culled through a grid")
        // Moving, hiding and reordering are seen by the next frame.
        root.subviews[5].frame.origin = CGPoint(x: 300, y: 300)
        root.subviews[6].isHidden.toggle()
        root.exchangeSubview(at: 7, withSubviewAt: 150)
        let dirty = CGRect(x: 280, y: 280, width: 60, height: 60)
        #expect(root.renderDisplayList(in: dirty).commands.compactMap { command -> UIColor? in
            if case .fill(_, let color, _) = command { return color }
            return nil
        } == expectedFills(root, in: dirty))
    }
}

extension SubviewGridTests {
    /// Finite frames whose union is infinitely wide or tall (a maxX of 1e308 + 1e308 = +inf) used to make
    /// the cell size infinite, `(inf - origin) / inf` NaN, and `Int(NaN)` trap on the next hit test or
    /// dirty-rect render. The grid now offers every subview everywhere then, and answers as the walk does.
    @Test(arguments: [CGRect(x: 1e308, y: 0, width: 1e308, height: 10),
                      CGRect(x: 0, y: 1e308, width: 10, height: 1e308),
                      CGRect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
                      CGRect(x: -1e308, y: -1e308, width: 1e308, height: 1e308)])  // huge but finite
    func framesWhoseUnionIsInfinitelyLargeDoNotTrap(far: CGRect) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for index in 0..<40 {
            let view = UIView(frame: CGRect(x: CGFloat(index * 2), y: CGFloat(index * 2), width: 4, height: 4))
            view.backgroundColor = UIColor(red: CGFloat(index) / 255, green: 0, blue: 0, alpha: 1)
            root.addSubview(view)
        }
        root.addSubview(UIView(frame: far))
        let front = UIView(frame: CGRect(x: 90, y: 90, width: 10, height: 10))
        front.backgroundColor = .systemGreen
        root.addSubview(front)

        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 11, y: 11), with: nil) === root.subviews[5])
        #expect(root.subviewHitTestGrid != nil)
        expectSameAnswers(root, seed: 31)
        let fills = root.renderDisplayList(in: CGRect(x: 92, y: 92, width: 4, height: 4)).commands.compactMap { command -> UIColor? in
            if case .fill(_, let color, _) = command { return color }
            return nil
        }
        #expect(fills == [.systemGreen])
        #expect(fills == expectedFills(root, in: CGRect(x: 92, y: 92, width: 4, height: 4)))
    }

    /// The grid itself, given such rectangles: every one is a candidate everywhere, in order.
    @Test func aGridOverAnInfinitelyWideUnionOffersEverySubviewEverywhere() {
        let rects: [CGRect?] = (0..<40).map { CGRect(x: CGFloat($0), y: 0, width: 1, height: 1) }
            + [CGRect(x: 1e308, y: 0, width: 1e308, height: 1)]
        let grid = SubviewGrid(rects: rects)
        var visited: [Int] = []
        grid.forEachCandidate(at: CGPoint(x: 5.5, y: 0.5), subviewCount: rects.count) { visited.append($0); return false }
        #expect(visited == Array((0..<rects.count).reversed()))
        #expect(grid.candidates(overlapping: CGRect(x: 5, y: 0, width: 1, height: 1), subviewCount: rects.count)
                == Array(0..<rects.count))
    }
}
