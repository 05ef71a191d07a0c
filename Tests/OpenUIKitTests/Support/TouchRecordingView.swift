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
    /// The touches seen so far, weakly, in the order of their ``TouchSnapshot/touchNumber``. A touch is
    /// alive during each of its callbacks, so identity finds it; one that went away is never seen again.
    private var seenTouches: [WeakTouch] = []

    private struct WeakTouch {
        weak var touch: UITouch?
    }

    private func number(of touch: UITouch) -> Int {
        if let index = seenTouches.firstIndex(where: { $0.touch === touch }) { return index }
        seenTouches.append(WeakTouch(touch: touch))
        return seenTouches.count - 1
    }

    private func record(_ callback: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            snapshots.append(TouchSnapshot(
                callback: callback, touchNumber: number(of: touch), type: touch.type, phase: touch.phase, tapCount: touch.tapCount,
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
