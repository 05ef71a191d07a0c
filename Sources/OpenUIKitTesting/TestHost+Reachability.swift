import Foundation
import OpenUIKit
import Testing

/// Whether a touch can reach a view: the check behind ``tap(_:sourceLocation:)``, the element gestures
/// and ``XCUIElement/isHittable``. UIKit gives a touch on a hidden, transparent or non-interactive
/// view, outside the window, or under another view to something else or to nothing; a test that taps
/// there means something it did not get, so the host says why instead of tapping.
extension TestHost {
    /// Why a touch at `point` (window coordinates) would not reach `view`, or nil when it would.
    func touchProblem(for view: UIView, at point: CGPoint) -> String? {
        guard view.window === window else {
            return view.window == nil ? "it is not in a window" : "it is in another window than the host's"
        }
        var step: UIView? = view
        while let current = step {
            let who = current === view ? "it" : "its ancestor \(Self.describe(current))"
            if current.isHidden { return "it is hidden (\(who) has isHidden true)" }
            if current.alpha < 0.01 { return "it is transparent (\(who) has alpha \(current.alpha))" }
            if !current.isUserInteractionEnabled {
                return "it does not take touches (\(who) has isUserInteractionEnabled false)"
            }
            step = current.superview
        }
        guard !view.bounds.isEmpty else { return "it has no size (its frame is \(view.frame))" }
        guard window.bounds.contains(point) else {
            return "its center \(point) is outside the window \(window.bounds)"
        }
        guard let hit = window.hitTest(point, with: nil) else {
            return "a touch at its center \(point) reaches no view (is it outside its superview's bounds?)"
        }
        if view.isDescendant(of: hit), Self.isInDisabledControl(view, below: hit) {
            // UIKit's hit testing passes over a disabled control: the touch goes to the view behind, as
            // a person's would, and the control does nothing. Not a mistake in the test.
            return nil
        }
        guard hit === view || hit.isDescendant(of: view) else {
            return "it is covered by \(Self.describe(hit)), which a touch at its center \(point) would reach instead"
        }
        return nil
    }

    /// Why a touch at the center of `element` would not reach it, or nil when it would.
    func touchProblem(for element: XCUIElementSnapshot) -> String? {
        guard let view = element.touchView else { return "it is not on screen (it has no view)" }
        return touchProblem(for: view, at: windowPoint(forScreenPoint: CGPoint(x: element.frame.midX, y: element.frame.midY)))
    }

    /// Records a failure and returns false when a touch at `point` would not reach `view`.
    func requireReachable(_ view: UIView, at point: CGPoint, for purpose: String, sourceLocation: SourceLocation) -> Bool {
        guard let problem = touchProblem(for: view, at: point) else { return true }
        Issue.record("Failed to \(purpose) \(Self.describe(view)): \(problem)", sourceLocation: sourceLocation)
        return false
    }

    /// Whether `view`, or an ancestor of it below `top`, is a disabled control.
    private static func isInDisabledControl(_ view: UIView, below top: UIView) -> Bool {
        var step: UIView? = view
        while let current = step, current !== top {
            if let control = current as? UIControl, !control.isEnabled { return true }
            step = current.superview
        }
        return false
    }

    /// `point` on the screen in the host window's coordinates.
    func windowPoint(forScreenPoint point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }

    /// A view as failure messages name it: its class, and its label or identifier when it has one.
    static func describe(_ view: UIView) -> String {
        let name = view.accessibilityIdentifier ?? view.accessibilityLabel
        return "<\(Swift.type(of: view))\(name.map { " '\($0)'" } ?? "")>"
    }
}
