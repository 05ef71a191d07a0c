import Foundation
import OpenUIKit

/// A target whose action logs "<name> <state>" for every action a recognizer sends it.
@MainActor
final class ActionRecorder {
    let log: EventLog
    let name: String
    /// The recognizers' states, in the order their actions arrived.
    private(set) var states: [UIGestureRecognizer.State] = []

    init(_ name: String = "action", log: EventLog = EventLog()) {
        self.name = name
        self.log = log
    }

    func handle(_ sender: UIGestureRecognizer) {
        states.append(sender.state)
        log.append("\(name) \(sender.state)")
    }

    static let action = Selector("handle:", ActionRecorder.handle)

    /// Adds this recorder as a target of `recognizer` and returns the recognizer.
    @discardableResult
    func observe<R: UIGestureRecognizer>(_ recognizer: R) -> R {
        recognizer.addTarget(self, action: Self.action)
        return recognizer
    }
}
