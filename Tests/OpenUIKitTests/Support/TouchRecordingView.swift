import Foundation
@testable import OpenUIKit

/// A view that snapshots every touch it receives, so tests can assert what UIKit would have shown it.
@MainActor
final class TouchRecordingView: UIView {
    var snapshots: [TouchSnapshot] = []
    var callbacks: [String] { snapshots.map(\.callback) }
    var tapCounts: [Int] { snapshots.map(\.tapCount) }
    /// Runs inside each callback, after the snapshot (e.g. to inspect the event).
    var onTouch: ((String, Set<UITouch>, UIEvent?) -> Void)?

    private func record(_ callback: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            snapshots.append(TouchSnapshot(
                callback: callback, touch: touch, phase: touch.phase, tapCount: touch.tapCount,
                timestamp: touch.timestamp, location: touch.location(in: self),
                previousLocation: touch.previousLocation(in: self), locationInWindow: touch.location(in: nil),
                view: touch.view, window: touch.window, eventTimestamp: event?.timestamp,
                allTouchCount: event?.allTouches?.count ?? 0))
        }
        onTouch?(callback, touches, event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}
