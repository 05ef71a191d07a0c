import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
private final class KeyLoggingWindow: UIWindow {
    var log: [String] = []
    override func becomeKey() { log.append("becomeKey") }
    override func resignKey() { log.append("resignKey") }
}

@MainActor
private final class TouchLoggingView: UIView {
    var calls: [(phase: String, pointers: [Int])] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append(("began", touches.map(\.pointerID).sorted()))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append(("ended", touches.map(\.pointerID).sorted()))
    }
}

@MainActor
@Suite struct UIWindowTests {
    /// An event that changes several touches at once (the input router changes one per event, so
    /// it is built here by hand): each view is called once per phase with all its touches, views in
    /// the order of their first touch, and phases in order — with the storage the window reuses
    /// from event to event (issue 7) emptied in between.
    @Test func sendEventGroupsSeveralChangedTouchesByViewAndPhase() {
        let host = TestHost()
        let first = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = TouchLoggingView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        first.isMultipleTouchEnabled = true
        second.isMultipleTouchEnabled = true
        host.window.addSubview(first)
        host.window.addSubview(second)
        func touch(_ id: Int, on view: UIView, _ phase: UITouch.Phase) -> UITouch {
            let touch = UITouch(pointerID: id, location: .zero, timestamp: 0, tapCount: 1, window: host.window)
            touch.view = view
            touch.phase = phase
            return touch
        }
        let event = UIEvent(type: .touches)
        let a = touch(1, on: second, .ended)
        let b = touch(2, on: first, .began)
        let c = touch(3, on: second, .began)
        let d = touch(4, on: first, .began)
        event.touches = [a, b, c, d]
        host.window.sendEvent(event)
        #expect(first.calls.map(\.phase) == ["began"] && first.calls.map(\.pointers) == [[2, 4]])
        #expect(second.calls.map(\.phase) == ["began", "ended"] && second.calls.map(\.pointers) == [[3], [1]])
        event.touches = [touch(5, on: second, .began)]
        host.window.sendEvent(event)
        #expect(first.calls.count == 1)
        #expect(second.calls.last?.pointers == [5])
    }
    @Test func aWindowIsHiddenUntilMadeKeyAndVisible() {
        let host = TestHost()
        let window = UIWindow(screen: host.screen)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.frame == host.screen.bounds)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(host.application.keyWindow === window)
        #expect(!host.window.isKeyWindow)
    }

    @Test func makeKeyTellsBothWindows() {
        let host = TestHost()
        let first = KeyLoggingWindow(frame: host.screen.bounds)
        let second = KeyLoggingWindow(frame: host.screen.bounds)
        first.makeKey()
        #expect(first.log == ["becomeKey"])
        second.makeKey()
        #expect(first.log == ["becomeKey", "resignKey"])
        #expect(second.log == ["becomeKey"])
        second.makeKey()  // already key: nothing
        #expect(second.log == ["becomeKey"])
    }

    @Test func aHiddenWindowReceivesNoTouches() {
        let host = TestHost()
        let log = EventLog()
        let view = LoggingView("view", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.window.isHidden = true
        log.clear()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
    }

    @Test func theWindowsNextResponderIsTheApplication() {
        let host = TestHost()
        #expect(host.window.next === host.application)
        #expect(host.application.next == nil)
    }

    @Test func traitCollectionIsTheScreensWithTheRuntimesAppearance() {
        let host = TestHost(device: .iPad)
        #expect(host.window.traitCollection.containsTraits(in: host.screen.traitCollection))
        #expect(host.window.traitCollection == host.runtime.traits(on: host.screen))
        #expect(host.window.screen === host.screen)
    }

    @Test func windowLevelsAreOrdered() {
        #expect(UIWindow.Level.normal < .statusBar)
        #expect(UIWindow.Level.statusBar < .alert)
        #expect(UIWindow(frame: .zero).windowLevel == .normal)
    }

    // MARK: Dirty rects

    @Test func changesReportTheAreaToRedraw() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(view)
        _ = host.window.takeDirtyRect()
        #expect(host.window.takeDirtyRect() == nil)  // taking forgets

        view.backgroundColor = .red
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 10, width: 20, height: 20))

        view.frame.origin = CGPoint(x: 50, y: 10)  // old and new areas
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 10, width: 60, height: 20))

        view.bounds.size = CGSize(width: 10, height: 10)  // shrinks around the center: the old area too
        #expect(host.window.takeDirtyRect() == CGRect(x: 50, y: 10, width: 20, height: 20))

        view.isHidden = true
        #expect(host.window.takeDirtyRect() == CGRect(x: 55, y: 15, width: 10, height: 10))

        view.removeFromSuperview()
        #expect(host.window.takeDirtyRect() == CGRect(x: 55, y: 15, width: 10, height: 10))
        view.backgroundColor = .blue  // not in a window: nothing to redraw
        #expect(host.window.takeDirtyRect() == nil)
    }

    /// A resized window redraws everything: moving a view then adds no area (and computes none) until
    /// a reader takes the damage; once one reader has, a move reports its own area again.
    @Test func aMoveWhileTheWholeWindowWaitsAddsNothingUntilAReaderTakesIt() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(view)
        _ = host.window.takeDirtyRect()
        _ = host.window.takeLayers()
        host.window.frame.size = CGSize(width: 500, height: 900)  // grows
        view.frame.origin = CGPoint(x: 50, y: 10)
        #expect(view.cachedRenderedExtent == nil)  // the area was not needed
        #expect(host.window.takeDirtyRect() == CGRect(x: 0, y: 0, width: 500, height: 900))

        // The layers' reader has not seen the resize yet, the dirty rectangle's has: a move counts again.
        view.frame.origin = CGPoint(x: 100, y: 10)
        #expect(host.window.takeDirtyRect() == CGRect(x: 50, y: 10, width: 70, height: 20))
        #expect(host.window.takeLayers().first?.damage == CGRect(x: 0, y: 0, width: 500, height: 900))
    }

    /// setNeedsDisplay marks the area once per frame; later calls before the next frame still drop
    /// the recorded content, and a frame taken (even one that drew nothing) re-arms the marking.
    @Test func repeatedSetNeedsDisplayBetweenFramesKeepsTheAreaAndRedraws() {
        final class CountingView: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1 }
        }
        let host = TestHost()
        let view = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(view)
        _ = host.window.takeDirtyRect()
        view.setNeedsDisplay()
        view.frame.origin = CGPoint(x: 100, y: 10)
        view.setNeedsDisplay()
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 10, width: 110, height: 20))
        _ = view.contentDisplayList
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        _ = view.contentDisplayList
        #expect(view.draws == 2)
        #expect(host.window.takeDirtyRect() == CGRect(x: 100, y: 10, width: 20, height: 20))
        view.setNeedsDisplay()
        #expect(host.window.takeDirtyRect() == CGRect(x: 100, y: 10, width: 20, height: 20))
    }

    /// A host that takes its window's layers each frame, not its dirty rect, ends the frame as well:
    /// the next frame's `setNeedsDisplay()` marks the area again, in the layer it is drawn in.
    @Test func takingTheLayersEndsAFrameForSetNeedsDisplay() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.window.addSubview(view)
        _ = host.window.takeLayers()
        view.setNeedsDisplay()
        #expect(host.window.takeLayers().first?.damage == CGRect(x: 10, y: 10, width: 20, height: 20))
        view.setNeedsDisplay()
        #expect(host.window.takeLayers().first?.damage == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func dirtyAreaIncludesSubviewsStickingOutAndIsClippedToTheWindow() {
        let host = TestHost()
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        host.window.addSubview(parent)
        _ = host.window.takeDirtyRect()
        parent.alpha = 0.5
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 10, width: 30, height: 10))
        parent.clipsToBounds = true
        _ = host.window.takeDirtyRect()
        parent.alpha = 1
        #expect(host.window.takeDirtyRect() == CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.frame.origin = CGPoint(x: -100, y: -100)
        _ = host.window.takeDirtyRect()
        parent.backgroundColor = .red  // entirely off screen
        #expect(host.window.takeDirtyRect() == nil)
    }

    @Test func reorderingSubviewsMarksThemDirty() {
        let host = TestHost()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        host.window.addSubview(a)
        host.window.addSubview(b)
        _ = host.window.takeDirtyRect()
        host.window.bringSubviewToFront(a)
        #expect(host.window.takeDirtyRect() == CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.sendSubviewToBack(a)
        #expect(host.window.takeDirtyRect() == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aDirtyRectCullsCorrectlyInAScrolledWindow() {
        let host = TestHost()
        host.window.bounds.origin = CGPoint(x: 0, y: 50)
        let visible = UIView(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        let elsewhere = UIView(frame: CGRect(x: 200, y: 600, width: 10, height: 10))
        elsewhere.backgroundColor = .blue
        host.window.addSubview(visible)
        host.window.addSubview(elsewhere)
        _ = host.window.takeDirtyRect()
        visible.backgroundColor = .red
        let dirty = host.window.takeDirtyRect()
        #expect(dirty == CGRect(x: 0, y: 60, width: 10, height: 10))
        let commands = host.window.renderDisplayList(in: dirty).commands
        #expect(commands.contains(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red, cornerRadius: 0)))
        #expect(!commands.contains(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .blue, cornerRadius: 0)))
        // The window's drawing is clipped to its bounds (a frame shows nothing beyond them).
        #expect(commands.first == .beginGroup(origin: CGPoint(x: 0, y: -50), clip: host.window.bounds, alpha: 1))
    }

    @Test func renderFrameLaysOutFirst() {
        final class Laying: UIView {
            override func layoutSubviews() { backgroundColor = .red }
        }
        let host = TestHost()
        let view = Laying(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let frame = host.render()
        #expect(frame.commands.contains(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red, cornerRadius: 0)))
        #expect(frame.commands.first == .beginGroup(origin: .zero, clip: host.window.bounds, alpha: 1))
    }

    // MARK: Event dispatch

    @Test func touchesAreGroupedByViewAndDeliveredInPhaseOrder() {
        let host = TestHost()
        let log = EventLog()
        let left = LoggingView("left", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = LoggingView("right", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        left.isMultipleTouchEnabled = true
        host.window.addSubview(left)
        host.window.addSubview(right)
        log.clear()
        let one = host.touchDown(at: CGPoint(x: 10, y: 10))
        let two = host.touchDown(at: CGPoint(x: 20, y: 20))
        host.touchDown(at: CGPoint(x: 210, y: 10))
        host.send(.move, at: CGPoint(x: 30, y: 30), pointer: one)
        host.send(.up, at: CGPoint(x: 20, y: 20), pointer: two)
        #expect(log.entries == [
            "left.touchesBegan(1)", "left.touchesBegan(1)", "right.touchesBegan(1)",
            "left.touchesMoved(1)", "left.touchesEnded(1)",
        ])
    }

    @Test func aViewLeavingTheWindowHasItsTouchesCancelled() {
        let host = TestHost()
        let log = EventLog()
        let parent = LoggingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        host.window.addSubview(parent)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        log.clear()
        parent.removeFromSuperview()
        #expect(log.entries.contains("child.touchesCancelled(1)"))
        #expect(host.application.touchRouter.activeTouchCount == 0)
    }
}
