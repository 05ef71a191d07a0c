import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIScreenEdgePanGestureRecognizerTests {
    @discardableResult
    private func edgePan(_ host: TestHost, edges: UIRectEdge, log: EventLog) -> UIScreenEdgePanGestureRecognizer {
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = edges
        pan.addTarget { log.append("edge \($0.state)") }
        host.window.addGestureRecognizer(pan)
        return pan
    }

    @Test func defaultsFollowUIKit() {
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(UIRectEdge.left.rawValue == 2)
    }

    @Test func aPanFromTheChosenEdgeBeginsAndReportsItsTranslation() {
        let host = TestHost()
        let log = EventLog()
        let pan = edgePan(host, edges: .left, log: log)
        var translation = CGPoint.zero
        pan.addTarget { translation = ($0 as! UIScreenEdgePanGestureRecognizer).translation(in: nil) }
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 300))
        #expect(log.entries.first == "edge began")
        #expect(log.entries.last == "edge ended")
        #expect(abs(translation.x - 80) < 0.001)
    }

    @Test func startingAwayFromTheEdgeOrAtAnotherEdgeFails() {
        let host = TestHost()
        let log = EventLog()
        let pan = edgePan(host, edges: .left, log: log)
        host.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 160, y: 300))
        let right = host.window.bounds.maxX
        host.drag(from: CGPoint(x: right - 5, y: 300), to: CGPoint(x: right - 105, y: 300))
        #expect(log.entries.isEmpty)
        pan.edges = .right
        host.drag(from: CGPoint(x: right - 5, y: 300), to: CGPoint(x: right - 105, y: 300))
        #expect(log.entries.first == "edge began")
    }

    @Test func movingAlongTheEdgeFails() {
        let host = TestHost()
        let log = EventLog()
        edgePan(host, edges: .left, log: log)
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 15, y: 400))
        #expect(log.entries.isEmpty)
    }

    @Test func noEdgesNeverRecognizes() {
        let host = TestHost()
        let log = EventLog()
        edgePan(host, edges: [], log: log)
        host.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 102, y: 300))
        #expect(log.entries.isEmpty)
    }
}
