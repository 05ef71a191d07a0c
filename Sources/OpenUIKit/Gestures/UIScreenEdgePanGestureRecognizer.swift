import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer` (the
/// interactive back swipe of a navigation controller is one).
///
/// It is a ``UIPanGestureRecognizer`` whose fingers must go down within `edgeRegionWidth` points of
/// one of its ``edges`` (of the window, which fills the screen) and whose movement, when it crosses the
/// pan threshold, leads away from that edge more than along it; otherwise it fails. With no ``edges``
/// (the default, as UIKit's) it never recognizes. UIKit does not document the width of the edge
/// region; we take 20 points — the width of the strip a navigation controller's back swipe starts in,
/// as developers measure it, and wider than a finger's contact error.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (none by default, as in UIKit).
    open var edges: UIRectEdge = []

    /// How close to an edge, in points, the fingers must go down.
    static let edgeRegionWidth: CGFloat = 20

    /// Fails at once when the first fingers go down away from every edge in `edges` (within 20 points
    /// of it); otherwise the pan goes on, and begins only for movement away from that edge.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirstContact = numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        if isFirstContact && storedState == .possible && startingEdges.isEmpty { failIfPossible() }
    }

    override func admitsBeginning(movement: CGPoint) -> Bool {
        let away = [(UIRectEdge.left, movement.x), (.right, -movement.x), (.top, movement.y), (.bottom, -movement.y)]
        let admitted = away.contains { edge, distance in
            let along = edge == .left || edge == .right ? abs(movement.y) : abs(movement.x)
            return startingEdges.contains(edge) && distance > along
        }
        if !admitted { failIfPossible() }
        return admitted
    }

    /// The chosen edges the fingers went down near.
    private var startingEdges: UIRectEdge {
        guard let bounds = trackedTouches.first?.window?.bounds else { return [] }
        let start = startLocationInWindow
        let width = Self.edgeRegionWidth
        var near: UIRectEdge = []
        if start.x - bounds.minX <= width { near.insert(.left) }
        if bounds.maxX - start.x <= width { near.insert(.right) }
        if start.y - bounds.minY <= width { near.insert(.top) }
        if bounds.maxY - start.y <= width { near.insert(.bottom) }
        return near.intersection(edges)
    }
}
