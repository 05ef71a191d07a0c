import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// A TestHost with one logging view, and helpers to add observed recognizers to it.
///
/// Create it inside the test body: `TestHost` installs the global `Scheduler.main`, so a host made
/// in a suite's `init` could be replaced by another test's before the body runs.
@MainActor
final class GestureFixture {
    let host = TestHost()
    let log = EventLog()
    let view: TouchLogView
    /// The center of `view`, in window coordinates.
    let point = CGPoint(x: 120, y: 200)
    /// Action targets are weak: the fixture keeps them alive.
    private var recorders: [ActionRecorder] = []

    init() {
        view = TouchLogView(frame: CGRect(x: 20, y: 100, width: 200, height: 200), log: log)
        host.window.addSubview(view)
    }

    /// Adds `recognizer` to `view` (or `target`), logging its actions as "<name> <state>".
    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, to target: UIView? = nil) -> R {
        let recorder = ActionRecorder(name, log: log)
        recorders.append(recorder)
        recorder.observe(recognizer)
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Adds a tap recognizer for `taps` taps.
    func tap(_ name: String, taps: Int = 1, to target: UIView? = nil) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = taps
        return add(recognizer, name, to: target)
    }

    /// The logged actions (entries that are not the view's).
    var actions: [String] { log.entries.filter { !$0.hasPrefix("view ") } }

    /// The invariant: once every touch sequence has ended and pending timers ran, every recognizer
    /// is back to possible.
    func expectAllReset(_ recognizers: UIGestureRecognizer..., sourceLocation: SourceLocation = #_sourceLocation) {
        host.runUntilIdle()
        for recognizer in recognizers {
            #expect(recognizer.state == .possible, sourceLocation: sourceLocation)
        }
    }

    /// Puts ``view`` inside a new container in the window, for recognizers on an ancestor, and
    /// returns the container.
    func nestInContainer() -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 50, width: 300, height: 400))
        host.window.addSubview(container)
        container.addSubview(view)
        view.frame = CGRect(x: 20, y: 50, width: 200, height: 200)
        return container
    }
}
