import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `CADisplayLink` as an app uses it to drive per-frame work, stepped in virtual time: one call per
/// 1/60 s frame once added to the main run loop, timestamps on `CACurrentMediaTime()`'s clock, lower
/// preferred rates skipping frames, pausing, run-loop modes (frames missed while the run loop ran in
/// another mode are skipped, not called one after another), and the retained target released by
/// `invalidate()`.
@MainActor
@Suite struct CADisplayLinkTests {
    /// A counter view as apps write them: it starts a link, reads its timestamps, stops itself.
    final class CountingView: UIView {
        var calls: [(timestamp: CFTimeInterval, target: CFTimeInterval, now: CFTimeInterval)] = []
        var stopAfter: Int?
        private(set) var link: CADisplayLink?

        func start(mode: RunLoop.Mode = .common, configure: (CADisplayLink) -> Void = { _ in }) {
            let link = CADisplayLink(target: self, selector: Selector("step:", CountingView.step))
            configure(link)
            link.add(to: .main, forMode: mode)
            self.link = link
        }

        func step(_ link: CADisplayLink) {
            calls.append((link.timestamp, link.targetTimestamp, CACurrentMediaTime()))
            if let stopAfter, calls.count >= stopAfter {
                link.invalidate()
                self.link = nil
            }
        }
    }

    @Test func callsOncePerFrameOnTheClocksFrameGrid() {
        let host = TestHost()
        let view = CountingView()
        host.advance(by: 0.005)   // between two frames
        view.start()
        #expect(view.calls.isEmpty, "nothing until the next frame")
        host.advance(by: 0.5)
        #expect(view.calls.count == 30)
        let first = view.calls[0]
        #expect(abs(first.timestamp - 1.0 / 60) < 1e-9, "the first frame after it was added")
        #expect(abs(first.now - first.timestamp) < 1e-9, "called at the frame's time")
        for (earlier, later) in zip(view.calls, view.calls.dropFirst()) {
            #expect(abs(later.timestamp - earlier.timestamp - 1.0 / 60) < 1e-9)
            #expect(abs(earlier.target - earlier.timestamp - view.link!.duration) < 1e-9)
        }
        #expect(host.screen.maximumFramesPerSecond == 60)
        view.link?.invalidate()
    }

    @Test func aLowerPreferredRateSkipsFrames() {
        let host = TestHost()
        let thirty = CountingView()
        thirty.start { $0.preferredFramesPerSecond = 30 }
        let twenty = CountingView()
        twenty.start { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20) }
        host.advance(by: 1)
        #expect(thirty.calls.count == 30)
        #expect(twenty.calls.count == 20)
        thirty.link?.invalidate()
        twenty.link?.invalidate()
    }

    @Test func pausingStopsTheCallsUntilResumed() {
        let host = TestHost()
        let view = CountingView()
        view.start()
        host.advance(by: 0.1)
        #expect(view.calls.count == 6)
        view.link?.isPaused = true
        host.advance(by: 1)
        #expect(view.calls.count == 6)
        view.link?.isPaused = false
        host.advance(by: 0.1)
        #expect(view.calls.count == 12)
        view.link?.invalidate()
    }

    @Test func theLinkRetainsItsTargetUntilInvalidated() {
        let host = TestHost()
        weak var released: CountingView?
        do {
            let view = CountingView()
            view.stopAfter = 3
            view.start()
            released = view
        }
        #expect(released != nil, "the running link keeps its target")
        host.advance(by: 0.2)
        #expect(released == nil, "invalidated from its own callback: the target is let go")
    }

    @Test func aLinkAddedForTheDefaultModeWaitsWhileAControlTracks() {
        let host = TestHost()
        let view = CountingView()
        view.start(mode: .default)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        host.window.addSubview(button)
        host.advance(by: 0.1)
        let before = view.calls.count
        #expect(before == 6)
        let finger = host.touchDown(at: CGPoint(x: 50, y: 22))
        host.advance(by: 0.5)
        #expect(view.calls.count == before, "the run loop runs in .tracking")
        host.send(.up, at: CGPoint(x: 50, y: 22), pointer: finger)
        host.advance(by: 0)
        #expect(view.calls.count == before + 1, "one late call, not the 30 frames missed")
        host.advance(by: 0.1)
        #expect(view.calls.count == before + 7, "then on the frame grid again")
        view.link?.add(to: .main, forMode: .tracking)
        view.link?.remove(from: .main, forMode: .default)
        view.link?.remove(from: .main, forMode: .tracking)
        let afterRemoval = view.calls.count
        host.advance(by: 0.5)
        #expect(view.calls.count == afterRemoval, "removed from every mode: no calls")
        view.link?.invalidate()
    }
}
