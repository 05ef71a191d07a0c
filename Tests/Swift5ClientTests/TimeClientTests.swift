import Testing
import OpenUIKit
import OpenUIKitTesting

/// A view written as UIKit apps in Swift 5 mode write it: Foundation's time API with closures that
/// call the view's main-actor methods.
class Blinker: UIView {
    var toggles = 0
    var timer: Timer?

    func toggle() { toggles += 1 }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.toggle() }
        DispatchQueue.main.async { self.toggle() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.toggle() }
        perform(Selector("toggle", Blinker.toggle), with: nil, afterDelay: 0.25)
    }
}

@MainActor @Test func swift5ModeTimeCodeBuildsAndRunsInVirtualTime() {
    let host = TestHost()
    let blinker = Blinker(frame: .zero)
    host.window.addSubview(blinker)
    blinker.start()
    host.advance(by: 0)
    #expect(blinker.toggles == 1, "the main-queue block")
    host.advance(by: 0.5)
    #expect(blinker.toggles == 3, "the delayed perform and asyncAfter")
    host.advance(by: 2)
    #expect(blinker.toggles == 5, "the timer at 1 and 2")
    blinker.timer?.invalidate()
}
