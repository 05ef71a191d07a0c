import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's Gestures screen, driven with one and several fingers through the window's input
/// entry point in virtual time (``TestHost`` and its multi-touch helpers), with snapshot references
/// of the states a person sees (`__Snapshots__/GesturesScreenTests/`; re-record with
/// `SNAPSHOT_RECORD=1 swift test --filter GesturesScreenTests`).
@MainActor
@Suite struct GesturesScreenTests {
    private typealias Fixture = CatalogScreenFixture<GesturesViewController>

    private func offset(of screen: GesturesViewController) -> CGPoint {
        CGPoint(x: screen.card.center.x - screen.cardHome.x, y: screen.card.center.y - screen.cardHome.y)
    }

    // MARK: Pan

    @Test func theCardFollowsTheFingerAndASlowShortDragSnapsBack() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let start = host.center(of: screen.card)
        let finger = host.moveFingers(steps: 10, duration: 0.5, lift: false) { [CGPoint(x: start.x + 80 * $0, y: start.y + 10 * $0)] }
        #expect(screen.panRecognizer.state == .changed)
        let moved = offset(of: screen)
        #expect(moved.x > 60 && moved.x <= 80 && moved.y > 0, "the card follows the finger past the threshold: \(moved)")
        #expect(screen.panStatus.text == "Pan: changed — moved \(Int(moved.x)), \(Int(moved.y))")

        host.advance(by: 0.3)                           // the finger rests: no throw
        host.send(.up, at: CGPoint(x: start.x + 80, y: start.y + 10), pointer: finger[0])
        #expect(screen.panStatus.text == "Pan: ended — snapped back")
        host.advance(by: GesturesViewController.settleDuration / 2)
        let halfway = offset(of: screen)
        #expect(halfway.x > 0 && halfway.x < moved.x, "on its way home: \(halfway)")
        host.advance(by: 1)
        #expect(screen.card.center == screen.cardHome && screen.cardNumber == 1)
        #expect(EventLog.lines.last == "pan: ended — snapped back")
        #expect(EventLog.lines.first?.hasPrefix("pan: began — moved ") == true)
    }

    @Test func aFastThrowFliesTheCardOffAndTheNextTakesItsPlace() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let start = host.center(of: screen.card)
        host.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y), steps: 5, duration: 0.08)
        #expect(screen.panStatus.text == "Pan: ended — flew off right")
        host.advance(by: GesturesViewController.settleDuration - 0.02)
        #expect(screen.card.frame.minX > host.window.bounds.width - 40, "nearly gone: \(screen.card.frame)")
        host.advance(by: 1)
        #expect(screen.card.center == screen.cardHome)
        #expect(screen.cardNumber == 2 && screen.cardLabel.text == "Card 2 · drag or throw me")
        #expect(EventLog.lines.suffix(2) == ["pan: ended — flew off right", "card: 2 on top"])
    }

    @Test func aSlowDragPastAThirdOfTheScreenSendsTheCardOffThatSide() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let start = host.center(of: screen.card)
        let end = CGPoint(x: start.x - 200, y: start.y)
        let finger = host.moveFingers(steps: 20, duration: 1, lift: false) { [CGPoint(x: start.x - 200 * $0, y: start.y)] }
        host.advance(by: 0.3)
        host.send(.up, at: end, pointer: finger[0])
        #expect(screen.panStatus.text == "Pan: ended — flew off left")
        host.advance(by: 1)
        #expect(screen.cardNumber == 2)
    }

    // MARK: Swipe

    @Test(arguments: [("left", CGPoint(x: -1, y: 0)), ("right", CGPoint(x: 1, y: 0)),
                      ("up", CGPoint(x: 0, y: -1)), ("down", CGPoint(x: 0, y: 1))])
    func aSwipeIsReportedWithItsDirection(direction: String, unit: CGPoint) throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let center = host.center(of: screen.swipePad)
        host.swipe(from: CGPoint(x: center.x - 40 * unit.x, y: center.y - 40 * unit.y),
                   to: CGPoint(x: center.x + 60 * unit.x, y: center.y + 60 * unit.y))
        #expect(screen.swipeLabel.text == "Swiped \(direction)")
        #expect(screen.swipeStatus.text == "Swipe: ended — \(direction)")
        #expect(EventLog.lines == ["swipe: ended — \(direction)"])
    }

    @Test func aSlowDragOnThePadIsNoSwipe() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let center = host.center(of: screen.swipePad)
        host.drag(from: CGPoint(x: center.x - 50, y: center.y), to: CGPoint(x: center.x + 50, y: center.y),
                  steps: 20, duration: 1.5)
        #expect(screen.swipeLabel.text == "Swipe here, any direction")
        #expect(EventLog.lines.isEmpty)
    }

    // MARK: Pinch and rotation

    @Test func pinchingResizesThePhotoAroundItsCenter() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let center = screen.photo.center
        let drawnBefore = screen.photo.contentDisplayList
        host.pinch(at: host.center(of: screen.photo), from: 80, to: 120)
        #expect(abs(screen.photo.zoom - 1.5) < 0.01)
        #expect(abs(screen.photo.bounds.width - 225) < 1 && screen.photo.center == center)
        #expect(screen.photo.contentDisplayList != drawnBefore, "redrawn at its new size")
        #expect(screen.pinchStatus.text == "Pinch: ended — ×1.50")
        #expect(screen.rotationStatus.text == "Rotation: possible — 0°", "fingers on one line do not rotate")
        #expect(EventLog.lines.first?.hasPrefix("pinch: began — ×") == true)
        #expect(EventLog.lines.last == "pinch: ended — ×1.50")

        host.pinch(at: host.center(of: screen.photo), from: 60, to: 200)
        #expect(screen.photo.zoom == PhotoTileView.zoomRange.upperBound, "clamped")
    }

    @Test func rotatingTurnsThePhotoDrawing() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        host.rotate(at: host.center(of: screen.photo), by: .pi / 4)
        #expect(abs(screen.photo.angle - .pi / 4) < 0.01)
        #expect(screen.rotationStatus.text == "Rotation: ended — 45°")
        #expect(abs(screen.photo.zoom - 1) < 0.01, "the fingers kept their distance")
        let turned = screen.photo.contentDisplayList.commands.compactMap { command -> CGAffineTransform? in
            guard case let .fillPath(path, _, _, _) = command else { return nil }
            return path.transform
        }
        let transform = try #require(turned.first)
        #expect(abs(atan2(transform.b, transform.a) - .pi / 4) < 0.01, "draw(_:) rotated the context")
    }

    @Test func pinchAndRotationRecognizeTogether() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let center = host.center(of: screen.photo)
        host.moveFingers(steps: 12, duration: 0.4) { fraction in
            let radius = 40 + 20 * fraction, turn = -CGFloat.pi / 6 * fraction
            return [CGPoint(x: center.x - radius * cos(turn), y: center.y - radius * sin(turn)),
                    CGPoint(x: center.x + radius * cos(turn), y: center.y + radius * sin(turn))]
        }
        #expect(abs(screen.photo.zoom - 1.5) < 0.01 && abs(screen.photo.angle + .pi / 6) < 0.01)
        #expect(EventLog.lines.filter { $0.hasSuffix("ended — ×1.50") || $0 == "rotation: ended — -30°" }.count == 2,
                "\(EventLog.lines)")
    }

    // MARK: Screen-edge pan

    private func pullFromRightEdge(_ host: TestHost, by distance: CGFloat, hold: Bool) {
        let y = host.window.bounds.height - 120
        let start = CGPoint(x: host.window.bounds.width - 4, y: y)
        let finger = host.moveFingers(steps: 10, duration: 0.5, lift: false) { [CGPoint(x: start.x - distance * $0, y: y)] }
        if hold { host.advance(by: 0.3) }
        host.send(.up, at: CGPoint(x: start.x - distance, y: y), pointer: finger[0])
    }

    @Test(arguments: [(CGFloat(180), "open"), (CGFloat(60), "closed")])
    func aPullFromTheRightEdgeOpensTheDrawerIfFarEnough(distance: CGFloat, outcome: String) throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        pullFromRightEdge(host, by: distance, hold: true)
        #expect(screen.edgeStatus.text == "Edge pan: ended — drawer \(outcome)")
        host.advance(by: 1)
        #expect(screen.drawer.center == (outcome == "open" ? screen.drawerOpenCenter : screen.drawerClosedCenter))
    }

    @Test func aTapClosesTheOpenDrawer() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        pullFromRightEdge(host, by: 180, hold: false)
        host.advance(by: 1)
        host.tap(screen.drawer)
        host.advance(by: 1)
        #expect(screen.drawer.center == screen.drawerClosedCenter)
        #expect(EventLog.lines.suffix(2) == ["edge pan: ended — drawer open", "drawer: closed by a tap"])
    }

    @Test func aDragAwayFromTheEdgeLeavesTheDrawerAlone() throws {
        let fixture = try Fixture(.gestures)
        let (host, screen) = (fixture.host, fixture.screen)
        let y = host.window.bounds.height - 120
        host.drag(from: CGPoint(x: host.window.bounds.width - 60, y: y), to: CGPoint(x: 100, y: y))
        #expect(screen.edgeStatus.text == "Edge pan: possible")
        #expect(screen.drawer.center == screen.drawerClosedCenter && EventLog.lines.isEmpty)
    }

    // MARK: Snapshots

    @Test func snapshotsOfTheGesturesInProgressAndDone() throws {
        let fixture = try Fixture(.gestures, drawnText: true)
        let (host, screen) = (fixture.host, fixture.screen)
        let verifier = SnapshotVerifier()
        let start = host.center(of: screen.card)
        let finger = host.moveFingers(steps: 10, duration: 0.5, lift: false) { [CGPoint(x: start.x + 90 * $0, y: start.y + 30 * $0)] }
        let photo = host.center(of: screen.photo)
        host.moveFingers(steps: 12, duration: 0.4) { fraction in
            let radius = 40 + 16 * fraction, turn = CGFloat.pi / 8 * fraction
            return [CGPoint(x: photo.x - radius * cos(turn), y: photo.y - radius * sin(turn)),
                    CGPoint(x: photo.x + radius * cos(turn), y: photo.y + radius * sin(turn))]
        }
        let pad = host.center(of: screen.swipePad)
        host.swipe(from: CGPoint(x: pad.x + 40, y: pad.y), to: CGPoint(x: pad.x - 60, y: pad.y))
        #expect(throws: Never.self) { try verifier.verify(fixture.renderWindow(), named: "dragging-pinched-swiped") }

        host.send(.up, at: CGPoint(x: start.x + 90, y: start.y + 30), pointer: finger[0])
        host.advance(by: 1)
        pullFromRightEdge(host, by: 200, hold: true)
        host.advance(by: 1)
        #expect(throws: Never.self) { try verifier.verify(fixture.renderWindow(), named: "drawer-open") }
    }
}
