import Foundation
import OpenUIKit

/// A view that logs the touch methods it receives (with the time), into its own log or a shared one.
@MainActor
final class TouchLogView: UIView {
    let log: EventLog
    var shouldBeginAnswer = true

    init(frame: CGRect, log: EventLog = EventLog()) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("view began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("view moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("view ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("view cancelled") }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginAnswer
    }
}
