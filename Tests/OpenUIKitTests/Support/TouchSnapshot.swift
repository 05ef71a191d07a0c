import Foundation
@testable import OpenUIKit

/// What one touch looked like when a touch callback ran.
///
/// It keeps no touch and holds its view and window weakly: Apple's `UITouch` documentation says never
/// to retain a touch object when handling an event, and a kept touch holds its view, which holds its
/// snapshots — a cycle LeakSanitizer reports (issue 25). ``touchNumber`` tells the touches apart.
@MainActor
struct TouchSnapshot {
    let callback: String
    /// Which touch this was, numbered by the recording view in the order it first saw them (0, 1, …).
    let touchNumber: Int
    let type: UITouch.TouchType
    let phase: UITouch.Phase
    let tapCount: Int
    let timestamp: TimeInterval
    let location: CGPoint
    let previousLocation: CGPoint
    let locationInWindow: CGPoint
    weak var view: UIView?
    weak var window: UIWindow?
    let eventTimestamp: TimeInterval?
    let allTouchCount: Int
}
