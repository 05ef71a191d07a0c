import Foundation
import OpenUIKit
import Testing

/// XCUITest's gestures on an element: each touches the element's center through the window's input
/// path, with virtual time moving as a finger would. First, as XCUITest waits for the app to be idle
/// before it acts, a presentation or dismissal in flight finishes (``TestHost/finishTransitions(limit:)``):
/// UIKit ignores an alert's buttons until it is presented. An element that does not exist, is ambiguous, or
/// that a touch at its center would not reach (hidden, covered, not interactive, off the window) fails
/// the test with the reason, and nothing is touched — where a silent tap on whatever is in front would
/// hide the mistake.
extension XCUIElement {
    /// A tap at the element's center.
    public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
        if let point = touchPoint(for: "tap", sourceLocation: sourceLocation) { host.tap(at: point) }
    }

    /// Two taps at the element's center, the second with a tap count of 2.
    public func doubleTap(sourceLocation: SourceLocation = #_sourceLocation) {
        if let point = touchPoint(for: "double tap", sourceLocation: sourceLocation) { host.doubleTap(at: point) }
    }

    /// A finger held on the element's center for `duration` seconds of virtual time (a long press).
    public func press(forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        if let point = touchPoint(for: "press", sourceLocation: sourceLocation) { host.press(at: point, for: duration) }
    }

    /// A quick swipe up from the element's center, half the element's height (at least 50 points).
    public func swipeUp(sourceLocation: SourceLocation = #_sourceLocation) {
        swipe("swipe up", dx: 0, dy: -1, sourceLocation: sourceLocation)
    }

    /// A quick swipe down from the element's center.
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) {
        swipe("swipe down", dx: 0, dy: 1, sourceLocation: sourceLocation)
    }

    /// A quick swipe left from the element's center, half the element's width (at least 50 points).
    public func swipeLeft(sourceLocation: SourceLocation = #_sourceLocation) {
        swipe("swipe left", dx: -1, dy: 0, sourceLocation: sourceLocation)
    }

    /// A quick swipe right from the element's center.
    public func swipeRight(sourceLocation: SourceLocation = #_sourceLocation) {
        swipe("swipe right", dx: 1, dy: 0, sourceLocation: sourceLocation)
    }

    private func swipe(_ purpose: String, dx: CGFloat, dy: CGFloat, sourceLocation: SourceLocation) {
        guard let start = touchPoint(for: purpose, sourceLocation: sourceLocation),
              case .success(let element) = resolution() else { return }
        let distance = max((dx != 0 ? element.frame.width : element.frame.height) / 2, 50)
        host.swipe(from: start, to: CGPoint(x: start.x + dx * distance, y: start.y + dy * distance))
    }

    /// The element's center in the host window's coordinates, or nil after recording why a touch there
    /// would not reach the element.
    private func touchPoint(for purpose: String, sourceLocation: SourceLocation) -> CGPoint? {
        host.finishTransitions()
        guard let element = resolved(for: purpose, sourceLocation: sourceLocation) else { return nil }
        if let problem = host.touchProblem(for: element) {
            Issue.record("Failed to \(purpose) \(AccessibilityTreeDescription.line(for: element)): \(problem)",
                         sourceLocation: sourceLocation)
            return nil
        }
        return host.windowPoint(forScreenPoint: CGPoint(x: element.frame.midX, y: element.frame.midY))
    }
}
