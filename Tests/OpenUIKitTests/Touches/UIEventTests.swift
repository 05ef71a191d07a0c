import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIEventTests {
    @Test func allTouchesIncludesStationaryOthersAndTouchesForFilters() throws {
        let host = TestHost()
        let left = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = TouchRecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        host.window.addSubview(left)
        host.window.addSubview(right)
        var seen: (all: Int, left: Int, right: Int, window: Int, phases: [UITouch.Phase], type: UIEvent.EventType)?
        right.onTouch = { callback, _, event in
            guard callback == "moved", let event else { return }
            seen = (event.allTouches?.count ?? 0, event.touches(for: left)?.count ?? 0,
                    event.touches(for: right)?.count ?? 0, event.touches(for: host.window)?.count ?? 0,
                    event.allTouches?.map(\.phase).sorted { $0.rawValue < $1.rawValue } ?? [], event.type)
        }
        defer { right.onTouch = nil }  // the closure holds the host, whose window holds `right`: a cycle
        host.touchDown(at: CGPoint(x: 10, y: 10))
        let second = host.touchDown(at: CGPoint(x: 210, y: 10))
        host.send(.move, at: CGPoint(x: 220, y: 10), pointer: second)
        let result = try #require(seen)
        #expect(result.all == 2)
        #expect(result.left == 1)
        #expect(result.right == 1)
        #expect(result.window == 2)
        #expect(result.phases == [.moved, .stationary])
        #expect(result.type == .touches)
    }

    @Test func anEventWithoutTouchesReportsNil() throws {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var event: UIEvent?
        view.onTouch = { _, _, e in event = e }
        host.tap(at: CGPoint(x: 10, y: 10))
        let kept = try #require(event)
        // After dispatch the reused event holds no touches, as UIKit's between touch sequences.
        #expect(kept.allTouches == nil)
        #expect(kept.touches(for: view) == nil)
        #expect(kept.touches(for: host.window) == nil)
    }

    @Test func theApplicationReusesOneTouchEvent() {
        let host = TestHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var events: [ObjectIdentifier] = []
        view.onTouch = { _, _, e in if let e { events.append(ObjectIdentifier(e)) } }
        host.tap(at: CGPoint(x: 10, y: 10))
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(events.count == 4)
        #expect(Set(events).count == 1)
    }
}
