import Testing
import OpenUIKit
import OpenUIKitTesting

/// UIKit runs the main run loop in `UITrackingRunLoopMode` "while tracking in controls takes place".
@MainActor
@Suite struct UIControlRunLoopModeTests {
    private func fixture() -> (TestHost, UIButton) {
        let host = TestHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        host.window.addSubview(button)
        return (host, button)
    }

    @Test func aDefaultModeTimerWaitsWhileAControlTracksATouchAndACommonOneKeepsFiring() {
        let (host, button) = fixture()
        var log: [String] = []
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in log.append("default@\(host.now)") }
        let common = Timer(timeInterval: 1, repeats: true) { _ in log.append("common@\(host.now)") }
        RunLoop.main.add(common, forMode: .common)
        let finger = host.touchDown(at: host.center(of: button))
        #expect(button.isTracking)
        #expect(host.scheduler.currentMode == .tracking)
        host.advance(by: 2.5)
        #expect(log == ["common@1.0", "common@2.0"])
        host.send(.up, at: host.center(of: button), pointer: finger)
        #expect(host.scheduler.currentMode == .default)
        host.advance(by: 0)
        #expect(log == ["common@1.0", "common@2.0", "default@2.5"])
        common.invalidate()
    }

    @Test func theRunLoopTracksUntilTheLastOfTwoTrackingControlsEnds() {
        let (host, button) = fixture()
        let other = UIButton(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        host.window.addSubview(other)
        let first = host.touchDown(at: host.center(of: button))
        let second = host.touchDown(at: host.center(of: other))
        host.send(.up, at: host.center(of: button), pointer: first)
        #expect(host.scheduler.currentMode == .tracking, "the other control still tracks")
        host.send(.up, at: host.center(of: other), pointer: second)
        #expect(host.scheduler.currentMode == .default)
    }

    @Test func aTouchOutsideAnyControlLeavesTheDefaultMode() {
        let (host, _) = fixture()
        _ = host.touchDown(at: CGPoint(x: 300, y: 600))
        #expect(host.scheduler.currentMode == .default)
    }

    @Test func cancelledTrackingLeavesTheTrackingMode() {
        let (host, button) = fixture()
        _ = host.touchDown(at: host.center(of: button))
        #expect(host.scheduler.currentMode == .tracking)
        button.removeFromSuperview()
        #expect(!button.isTracking)
        #expect(host.scheduler.currentMode == .default)
    }

    @Test func aControlThatRefusesToTrackLeavesTheDefaultMode() {
        let host = TestHost()
        let control = RefusingControl(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(control)
        _ = host.touchDown(at: CGPoint(x: 25, y: 25))
        #expect(host.scheduler.currentMode == .default)
    }
}

@MainActor
private final class RefusingControl: UIControl {
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
}
