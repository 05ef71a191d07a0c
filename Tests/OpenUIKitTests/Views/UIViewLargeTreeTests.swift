import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Issue 8's bad sizes: a 10,000-deep view tree and a window with 100,000 subviews must neither crash
/// (no stack overflow) nor take quadratic time. Each operation's time is printed, not asserted.
@MainActor
@Suite struct UIViewLargeTreeTests {
    static let depth = 10_000
    static let width = 100_000

    /// Counts the notifications and touches every view of a large tree hears.
    final class Counts {
        var willMoveToWindow = 0
        var didMoveToWindow = 0
        var tintChanges = 0
        var touchesBegan = 0
    }

    final class CountingView: UIView {
        let counts: Counts
        init(frame: CGRect, counts: Counts) {
            self.counts = counts
            super.init(frame: frame)
        }

            required init?(coder: NSCoder) {
                return nil
            }
        override func willMove(toWindow newWindow: UIWindow?) { counts.willMoveToWindow += 1 }
        override func didMoveToWindow() { counts.didMoveToWindow += 1 }
        override func tintColorDidChange() { counts.tintChanges += 1 }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            counts.touchesBegan += 1
            super.touchesBegan(touches, with: event)
        }
    }

    @discardableResult
    private func timed<T>(_ label: String, _ body: () -> T) -> T {
        let start = Date()
        let result = body()
        print("[large tree] \(label): \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
        return result
    }

    /// A chain of `depth` views, each 100×100 at its parent's origin, except that every 1000th level is
    /// shifted 1 pt right — so the deepest view's origin is `depth / 1000` points right of the root's.
    private func chain(counts: Counts) -> [UIView] {
        (0..<Self.depth).map { (level: Int) -> UIView in
            let x: CGFloat = level % 1000 == 999 ? 1 : 0
            return CountingView(frame: CGRect(x: x, y: 0, width: 100, height: 100), counts: counts)
        }
    }

    /// Built leaves first, each parent still detached when it gets its subview, then added to the
    /// window at once.
    @Test func tenThousandDeepChainAddedToAWindow() {
        let host = TestHost()
        let counts = Counts()
        let views = chain(counts: counts)
        timed("deep: build detached, leaves first") {
            for level in (1..<views.count).reversed() { views[level - 1].addSubview(views[level]) }
        }
        #expect(counts.willMoveToWindow == 0)
        #expect(views[views.count - 1].isDescendant(of: views[0]))
        timed("deep: add to window") { host.window.addSubview(views[0]) }
        #expect(counts.willMoveToWindow == Self.depth && counts.didMoveToWindow == Self.depth)
        #expect(views[views.count - 1].window === host.window)
        exerciseDeepChain(views, host: host, counts: counts)
    }

    /// Built from the root down inside the window: each add goes to the deepest view, already in the
    /// window. It was quadratic (every add walked up to the window, to the nearest own tint and again
    /// to find the dirty rect: about 15 s in a debug build); each add now takes its parent's cached
    /// path (`UIView+WindowPath.swift`).
    @Test func tenThousandDeepChainBuiltFromTheRootInsideAWindow() {
        let host = TestHost()
        let counts = Counts()
        let views = chain(counts: counts)
        _ = host.window.takeDirtyRect()
        timed("deep: build inside the window, root first") {
            host.window.addSubview(views[0])
            for level in 1..<views.count { views[level - 1].addSubview(views[level]) }
        }
        #expect(counts.willMoveToWindow == Self.depth && counts.didMoveToWindow == Self.depth)
        #expect(counts.tintChanges == 0)
        #expect(views[views.count - 1].window === host.window)
        // Every level was redrawn where it is: the chain's area, shifted 1 pt every 1000 levels.
        #expect(host.window.takeDirtyRect() == CGRect(x: 0, y: 0, width: 100 + CGFloat(Self.depth / 1000), height: 100))
        exerciseDeepChain(views, host: host, counts: counts)
    }

    private func exerciseDeepChain(_ views: [UIView], host: TestHost, counts: Counts) {
        let window = host.window
        let root = views[0], deepest = views[views.count - 1]
        let shift = CGFloat(Self.depth / 1000)
        let hit = timed("deep: hit test") { window.hitTest(CGPoint(x: shift + 50, y: 50), with: nil) }
        #expect(hit === deepest)
        let inWindow = timed("deep: convert to window") { deepest.convert(CGPoint(x: 3, y: 4), to: nil) }
        #expect(inWindow == CGPoint(x: shift + 3, y: 4))
        #expect(window.convert(inWindow, to: deepest) == CGPoint(x: 3, y: 4))
        timed("deep: layoutIfNeeded") { window.layoutIfNeeded() }
        #expect(!deepest.needsLayout && !window.subtreeNeedsLayout)
        deepest.backgroundColor = .red
        let list = timed("deep: renderDisplayList") { window.renderDisplayList() }
        let groups = list.commands.filter { if case .beginGroup = $0 { return true } else { return false } }
        #expect(groups.count == Self.depth + 1)
        #expect(list.commands.contains { if case .fill(_, .red, _) = $0 { return true } else { return false } })

        var recognized = 0
        let tap = UITapGestureRecognizer { _ in recognized += 1 }
        root.addGestureRecognizer(tap)
        timed("deep: tap") { host.tap(at: CGPoint(x: shift + 50, y: 50)) }
        #expect(recognized == 1)
        // The deepest view's touchesBegan forwards along the responder chain through every ancestor
        // (the recognizer then cancels the touch in the view, so the end is not delivered).
        #expect(counts.touchesBegan == Self.depth)

        counts.tintChanges = 0
        timed("deep: root tint change") { root.tintColor = .red }
        #expect(counts.tintChanges == Self.depth && deepest.tintColor == .red)

        counts.willMoveToWindow = 0
        counts.didMoveToWindow = 0
        timed("deep: remove from window") { root.removeFromSuperview() }
        #expect(counts.willMoveToWindow == Self.depth && counts.didMoveToWindow == Self.depth)
        #expect(deepest.window == nil && deepest.isDescendant(of: root))
    }

    /// A tree released from its root releases its levels one after another, not as nested deinits:
    /// 100,000 levels would overflow the stack.
    @Test func aHundredThousandDeepTreeReleasedFromItsRoot() {
        weak var deepest: UIView?
        weak var middle: UIView?
        do {
            let root = UIView()
            var parent = root
            for level in 1...100_000 {
                let child = UIView()
                parent.addSubview(child)
                parent = child
                if level == 50_000 { middle = child }
            }
            deepest = parent
            #expect(deepest?.superview != nil && middle != nil)
        }
        #expect(deepest == nil && middle == nil)
    }

    @Test func windowWithAHundredThousandSubviews() {
        let host = TestHost()
        let window = host.window
        let counts = Counts()
        // 10×10 views on a grid of 4 pt steps, 90 to a row: they overlap, so the topmost one wins.
        let views = (0..<Self.width).map { (index: Int) -> UIView in
            let x = CGFloat(index % 90) * 4
            let y = CGFloat(index / 90 % 200) * 4
            return CountingView(frame: CGRect(x: x, y: y, width: 10, height: 10), counts: counts)
        }
        timed("wide: add") { for view in views { window.addSubview(view) } }
        #expect(window.subviews.count == Self.width && counts.didMoveToWindow == Self.width)
        let last = views[views.count - 1]
        let hit = timed("wide: hit test") { window.hitTest(last.center, with: nil) }
        #expect(hit === last)
        timed("wide: layoutIfNeeded") { window.layoutIfNeeded() }
        #expect(!last.needsLayout && !views[0].needsLayout)
        let list = timed("wide: renderDisplayList") { window.renderDisplayList() }
        let groups = list.commands.filter { if case .beginGroup = $0 { return true } else { return false } }
        #expect(groups.count == Self.width + 1)
        timed("wide: tap") { host.tap(last) }
        #expect(counts.touchesBegan == 1)

        counts.tintChanges = 0
        timed("wide: window tint change") { window.tintColor = .red }
        #expect(counts.tintChanges == Self.width)

        timed("wide: bring to front / send to back") {
            window.bringSubviewToFront(views[0])
            window.sendSubviewToBack(views[0])
        }
        #expect(window.subviews.first === views[0] && window.subviews.last === last)

        counts.didMoveToWindow = 0
        timed("wide: remove all, front to back") { for view in views.reversed() { view.removeFromSuperview() } }
        #expect(window.subviews.isEmpty && counts.didMoveToWindow == Self.width)
    }
}
