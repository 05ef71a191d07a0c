import Foundation
import OpenUIKit
import OpenUIKitTesting

/// What a tap test heard, with the virtual time of each entry, and the gestures the tests perform.
@MainActor
final class TapLog {
    private(set) var entries: [String] = []
    private(set) var times: [TimeInterval] = []
    private let host: TestHost

    init(host: TestHost) {
        self.host = host
    }

    func record(_ entry: String) {
        entries.append(entry)
        times.append(host.now)
    }

    // Target-action forms, for DoubleTapButton.
    func single(_ sender: UIControl) { record("single") }
    func double(_ sender: UIControl) { record("double") }
    func upInside(_ sender: UIControl) { record("upInside") }

    /// Three taps at `point`, each `host.multiTapGap` after the last.
    func tripleTap(at point: CGPoint) {
        host.doubleTap(at: point)
        host.advance(by: host.multiTapGap)
        host.tap(at: point)
    }

    /// Two quick taps 100 points apart horizontally: too far apart to be a double tap.
    func driftingTaps(from point: CGPoint) {
        host.tap(at: point)
        host.advance(by: host.multiTapGap)
        host.tap(at: CGPoint(x: point.x + 100, y: point.y))
    }
}
