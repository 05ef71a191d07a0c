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

    /// A landscape iPhone 15 window is 393 points high: drawn at the check's half pixel per point, its
    /// last row of pixels is half inside the window and half below it. A view below the window (as a
    /// presented controller waits there before it slides up) changes no pixel of the window, and its
    /// damage, clipped to the window's bounds, is empty: the row must show only the window's half
    /// (fuzz-input seed 15103197687929508099, step 236).
    @Test func aViewBelowTheWindowLeavesTheRowAcrossItsEdgeAlone() {
        let host = TestHost(orientation: .landscapeLeft)
        host.window.backgroundColor = .white
        let below = UIView(frame: CGRect(x: 0, y: 393, width: 852, height: 393))
        below.backgroundColor = .red
        host.window.addSubview(below)
        var check = DamageCheck()
        #expect(check.check(host.window) == nil)
        below.backgroundColor = .blue
        #expect(check.check(host.window) == nil)
        below.frame.origin.y = 393.5
        #expect(check.check(host.window) == nil)
    }

    /// A check after several steps (the fuzzers check a sample) compares with the last checked
    /// drawing against the damage of all the steps since: the changes made through the entries pass,
    /// the one that skipped its entry is caught.
    @Test func aCheckAfterSeveralStepsSeesWhatAnyOfThemLeftStale() {
        var (host, view, check) = scene()
        let other = UIView(frame: CGRect(x: 200, y: 300, width: 30, height: 30))
        other.backgroundColor = .green
        host.window.addSubview(other)
        view.frame.origin = CGPoint(x: 100, y: 100)
        other.storedCenter = CGPoint(x: 315, y: 415)
        view.backgroundColor = .blue
        let stale = check.check(host.window)
        #expect(stale?.contains(CGRect(x: 300, y: 400, width: 30, height: 30)) == true)
        #expect(stale?.intersects(CGRect(x: 100, y: 100, width: 40, height: 40)) == false)
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
