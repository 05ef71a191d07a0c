import Foundation
import OpenUIKit

/// A recognizer that logs each touch phase it receives and does what the test says on touchesEnded.
@MainActor
final class PhaseLogRecognizer: UIGestureRecognizer {
    let log: EventLog
    let label: String
    /// The state to move to when touches end (nil: stay undecided).
    var stateOnEnd: State?
    /// Called after logging each touchesBegan, to inspect or ignore the touches.
    var onBegan: ((Set<UITouch>, UIEvent) -> Void)?

    init(_ name: String, log: EventLog) {
        self.label = name
        self.log = log
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("\(label) began")
        onBegan?(touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { log.append("\(label) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("\(label) ended")
        if let stateOnEnd { state = stateOnEnd }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("\(label) cancelled")
        if state == .possible { state = .failed }
    }
    override func reset() {
        super.reset()
        log.append("\(label) reset")
    }
}
