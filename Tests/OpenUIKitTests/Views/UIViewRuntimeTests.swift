import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// A view belongs to its window's runtime: with two hosts alive in one test, the one made later is
/// ``AppRuntime/current`` for the test's own code, yet a view of the first host measures, animates and
/// performs on the first host's parts, and a cancel finds its requests there after it left.
@MainActor
@Suite struct UIViewRuntimeTests {
    /// Answers every question with one fixed size, so a test can tell which measurer answered.
    struct FixedMeasurer: TextMeasurer {
        let size: CGSize
        func size(of text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int,
                  lineBreakMode: NSLineBreakMode) -> CGSize { size }
    }

    final class Pinger: UIView {
        var pings = 0
        func ping() { pings += 1 }
    }

    @Test func aLabelInTheFirstHostsWindowMeasuresWithTheFirstHostsMeasurer() {
        let first = TestHost()
        first.runtime.textMeasurer = FixedMeasurer(size: CGSize(width: 77, height: 19))
        let second = TestHost()
        second.runtime.textMeasurer = FixedMeasurer(size: CGSize(width: 11, height: 5))
        #expect(AppRuntime.current === second.runtime)
        let label = UILabel()
        first.window.addSubview(label)
        label.text = "Title"
        #expect(label.intrinsicContentSize == CGSize(width: 77, height: 19))
    }

    @Test func aPresentationInTheFirstHostsWindowRunsOnTheFirstHostsClock() {
        let first = TestHost()
        let root = UIViewController()
        first.window.rootViewController = root
        let second = TestHost()
        #expect(AppRuntime.current === second.runtime)
        var presented = false
        root.present(UIViewController(), animated: true) { presented = true }
        second.advance(by: 5)
        #expect(!presented, "the second host's clock does not run the first window's transition")
        first.advance(by: 5)
        #expect(presented)
    }

    @Test func aDelayedPerformOnAViewInTheFirstHostsWindowFiresOnTheFirstHostsClock() {
        let first = TestHost()
        let view = Pinger()
        first.window.addSubview(view)
        let second = TestHost()
        view.perform(Selector("ping", Pinger.ping), with: nil, afterDelay: 1)
        second.advance(by: 2)
        #expect(view.pings == 0)
        first.advance(by: 2)
        #expect(view.pings == 1)
        UIView.cancelPreviousPerformRequests(withTarget: view)
        view.perform(Selector("ping", Pinger.ping), with: nil, afterDelay: 1)
        UIView.cancelPreviousPerformRequests(withTarget: view)
        first.advance(by: 2)
        #expect(view.pings == 1, "the cancel reached the first host's scheduler")
    }

    /// Cancels its pending pings when it leaves its window, as UIKit views commonly do in
    /// `didMoveToWindow()`, with either form of Foundation's cancel.
    final class WindowBoundPinger: UIView {
        var pings = 0
        var cancelsEverything = true
        func ping() { pings += 1 }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window == nil else { return }
            if cancelsEverything {
                Self.cancelPreviousPerformRequests(withTarget: self)
            } else {
                Self.cancelPreviousPerformRequests(withTarget: self, selector: Selector("ping", Self.ping), object: nil)
            }
        }
    }

    /// Foundation's cancel removes the target's requests from the main run loop they were made on; the
    /// view has left the first host's window (so it now belongs to the second, current runtime), but
    /// its request is on the first host's clock, and the cancel must reach it there.
    @Test(arguments: [true, false])
    func aViewThatLeavesTheFirstHostsWindowAndCancelsInDidMoveToWindowNeverFires(cancelsEverything: Bool) {
        let first = TestHost()
        let view = WindowBoundPinger()
        view.cancelsEverything = cancelsEverything
        first.window.addSubview(view)
        let second = TestHost()
        #expect(AppRuntime.current === second.runtime)
        view.perform(Selector("ping", WindowBoundPinger.ping), with: nil, afterDelay: 1)
        view.removeFromSuperview()
        #expect(view.owningRuntime === second.runtime)
        first.advance(by: 2)
        second.advance(by: 2)
        #expect(view.pings == 0, "the cancel reached the first host's scheduler, where the request was")
        #expect(first.runtime.scheduler.pendingCount == 0)
    }

    @Test func aViewOutsideAnyWindowBelongsToTheCurrentRuntime() {
        let host = TestHost()
        #expect(UIView().owningRuntime === host.runtime)
    }
}
