import Foundation
import OpenUIKit

/// A target that records which of its actions ran, with what sender, for the control tests.
@MainActor
final class ControlEventRecorder {
    var log: [String] = []
    var senders: [AnyObject] = []
    var events: [UIEvent?] = []

    func tapped() { log.append("tapped") }
    func tapped(_ sender: UIControl) {
        log.append("tapped(sender)")
        senders.append(sender)
    }
    func tapped(_ sender: UIControl, forEvent event: UIEvent?) {
        log.append("tapped(sender,event)")
        events.append(event)
    }

    /// Registers one named action per event in `events`, logging the event's name.
    func record(_ control: UIControl, _ events: [(String, UIControl.Event)]) {
        for (name, event) in events {
            control.addTarget(self, action: Selector(name, { (recorder: ControlEventRecorder) in
                { recorder.log.append(name) }
            }), for: event)
        }
    }

    static let touchEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
        ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
        ("cancel", .touchCancel), ("primary", .primaryActionTriggered),
    ]
}
