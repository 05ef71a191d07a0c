import Foundation
@testable import OpenUIKit

/// What one touch looked like when a touch callback ran.
@MainActor
struct TouchSnapshot {
    let callback: String
    let touch: UITouch
    let phase: UITouch.Phase
    let tapCount: Int
    let timestamp: TimeInterval
    let location: CGPoint
    let previousLocation: CGPoint
    let locationInWindow: CGPoint
    let view: UIView?
    let window: UIWindow?
    let eventTimestamp: TimeInterval?
    let allTouchCount: Int
}
