import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting
@testable import OpenUIKitFuzzing

/// The fuzzers' damage check: a change made through the engine's entries leaves no stale pixel; one
/// that bypasses them (a corrupted state no public API makes) is caught where its pixels went stale.
@MainActor
@Suite struct DamageCheckTests {
    private func scene() -> (TestHost, UIView, DamageCheck) {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        view.backgroundColor = .red
        host.window.addSubview(view)
        var check = DamageCheck()
        #expect(check.check(host.window) == nil)  // the first frame is drawn whole
        return (host, view, check)
    }

    @Test func changesThroughTheEntriesLeaveNoStalePixels() {
        var (host, view, check) = scene()
        view.frame.origin = CGPoint(x: 100, y: 100)
        view.bounds.origin = CGPoint(x: 3, y: 3)
        view.isHidden = true
        view.isHidden = false
        view.backgroundColor = .blue
        #expect(check.check(host.window) == nil)
    }

    @Test func aMoveThatSkipsItsEntryIsCaughtWhereThePixelsWentStale() {
        var (host, view, check) = scene()
        view.storedCenter = CGPoint(x: 140, y: 140)
        let stale = check.check(host.window)
        #expect(stale?.contains(CGRect(x: 20, y: 20, width: 40, height: 40)) == true)
        #expect(stale?.contains(CGRect(x: 120, y: 120, width: 40, height: 40)) == true)
        // Reported once: the next step compares with this one's drawing.
        #expect(check.check(host.window) == nil)
    }

    @Test func theFuzzersTreeCheckRecordsACorruptedCache() {
        var rng = SplitMix64(seed: 5)
        let scene = FuzzScene(using: &rng)
        scene.checker.checkTree(scene)
        #expect(scene.checker.violations.isEmpty)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        scene.host.window.addSubview(view)
        scene.checker.checkTree(scene)
        _ = view.windowPath()
        view.storedCenter.x += 50
        scene.checker.checkTree(scene)
        #expect(scene.checker.violations.contains { $0.message.contains("window path's offset") })
        #expect(scene.checker.violations.contains { $0.message.contains("pixels changed outside the window's damage") })
    }
}
