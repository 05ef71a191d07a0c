import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// Large hierarchies (issue 8, bad sizes): no crash. The sizes are what the engine handles in about a
/// second in a debug build: adding a view walks its ancestors several times (window, tint, dirty rect),
/// so building a tree costs depth², and hit testing, layout, rendering and the hierarchy notifications
/// recurse once per level. Issue 8's 10,000-deep tree is not handled yet (see the report); set
/// DEPTH / WIDTH to try other sizes.
@MainActor
@Suite struct UIViewExtremeSizeTests {
    static let depth = Int(ProcessInfo.processInfo.environment["DEPTH"] ?? "") ?? 600
    static let width = Int(ProcessInfo.processInfo.environment["WIDTH"] ?? "") ?? 20_000
    @Test func aDeepTreeHitTestsConvertsLaysOutAndRenders() {
        let host = TestHost()
        var leaf: UIView = host.window
        for _ in 0..<Self.depth {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            leaf.addSubview(child)
            leaf = child
        }
        #expect(host.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === leaf)
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
        host.window.layoutIfNeeded()
        let list = host.render()
        #expect(list.commands.count >= 2 * Self.depth)
        host.tap(at: CGPoint(x: 50, y: 50))
        leaf.removeFromSuperview()
        #expect(leaf.window == nil)
    }

    @Test func aViewWithManySubviewsHitTestsAndRenders() {
        let host = TestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        for index in 0..<Self.width {
            container.addSubview(UIView(frame: CGRect(x: CGFloat(index % 390), y: CGFloat(index % 844), width: 1, height: 1)))
        }
        #expect(container.subviews.count == Self.width)
        #expect(host.window.hitTest(CGPoint(x: 389.5, y: 843.5), with: nil) != nil)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.render().commands.count >= 2 * Self.width)
    }
}
