import Testing
import OpenUIKit
import OpenUIKitTesting

/// The README's "Testing your UI code" example, kept compiling and passing.
final class CountdownButton: UIButton {
    var remaining = 3
    func startCountdown() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in   // Foundation's spelling
            self.remaining -= 1
            if self.remaining == 0 { timer.invalidate() }
        }
    }
}

@MainActor @Test func aTapStartsACountdownThatRunsInVirtualTime() {
    let host = TestHost(device: .iPhone15)
    let button = CountdownButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    button.addTarget(button, action: CountdownButton.startCountdown, for: .touchUpInside)
    host.window.addSubview(button)
    host.tap(button)          // raw pointer input through the real dispatch path
    host.advance(by: 2)       // timers fire in virtual time: 2 s take microseconds
    #expect(button.remaining == 1)
    host.advance(by: 5)
    #expect(button.remaining == 0)
    #expect(host.scheduler.pendingCount == 0, "the countdown invalidated its timer")
}
