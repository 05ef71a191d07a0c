import Foundation

/// An event that describes the touches in play at one moment, as UIKit's `UIEvent`.
///
/// Like UIKit, the application reuses one touch event object for the whole touch sequence; each
/// dispatch updates its ``timestamp`` and its touches.
@MainActor
public final class UIEvent {
    /// The kinds of event, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
    }

    /// The kind of event, as `UIEvent.type`: `.touches` for everything the pointer input makes.
    public let type: EventType
    // `@exclusivity(unchecked)` below: main-actor state; the checks were 1.0 % of a dispatch-only click
    // (docs/Performance.md, "Exclusivity checks").
    /// When the event happened, in the scheduler's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0
    /// Every touch currently in play, including the ones that changed in this dispatch.
    @exclusivity(unchecked) var touches: [UITouch] = []

    init(type: EventType) {
        self.type = type
    }

    /// All touches of the event; nil when there are none, as UIKit returns nil.
    public var allTouches: Set<UITouch>? {
        touches.isEmpty ? nil : Set(touches)
    }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let matching = touches.filter { $0.view === view }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The touches of the event that `gestureRecognizer` is receiving.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        let matching = touches.filter { touch in touch.attachedRecognizers.contains { $0 === gestureRecognizer } }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let matching = touches.filter { $0.began(in: window) }
        return matching.isEmpty ? nil : Set(matching)
    }
}
