import Foundation

/// One finger (or the mouse) on the screen, as UIKit's `UITouch`.
///
/// A touch is created when its pointer goes down and lives until it ends or is cancelled. Its ``view``
/// is fixed when it begins (by hit testing) and it keeps being delivered to that view for its whole
/// life, even after it moves outside it, as UIKit does. Touches are compared by identity.
@MainActor
public final class UITouch: Hashable {
    /// The phases of a touch, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// What kind of input made the touch; a mouse on Linux is reported as a direct touch.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
    }

    // `@exclusivity(unchecked)` below: main-actor state; the checks were 5.8 % of a dispatch-only click
    // (docs/Performance.md, "Exclusivity checks").
    /// Where the touch is in its life, as `UITouch.phase`: began, moved, stationary, ended or cancelled.
    @exclusivity(unchecked) public internal(set) var phase: Phase
    /// How many times the finger tapped at this place in quick succession: 1 for a single tap, 2 for
    /// the second tap of a double tap, and so on. See ``UIApplication/multiTapInterval``.
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// When the touch last changed, in the scheduler's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// How the touch was made, as `UITouch.type`: `.direct` for a finger or the mouse's left button.
    public let type: TouchType
    /// The view the touch was delivered to since it began; nil if it began where no view accepts touches.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    /// The window the touch began in; nil once that window is gone.
    public internal(set) var window: UIWindow? {
        get { windowReference?.window }
        set { windowReference = newValue?.reference }
    }
    /// The window, held without keeping it alive (see ``WindowReference``).
    @exclusivity(unchecked) private var windowReference: WindowReference?

    /// Whether the touch began in `window`. Compares the windows' references rather than loading
    /// ``window``, which retains and releases the window: the event path asks this of every touch of
    /// every event (issue 7's click profile).
    func began(in window: UIWindow) -> Bool {
        windowReference === window.reference
    }

    /// Whether the touch began in the same window as `other`, compared as ``began(in:)`` compares.
    func sharesWindow(with other: UITouch) -> Bool {
        windowReference === other.windowReference
    }

    /// Whether the view's touches methods receive this touch. False for a second touch on a view whose
    /// `isMultipleTouchEnabled` is false: UIKit withholds it from the view, but the gesture
    /// recognizers of the view and its ancestors still see it (a pinch works on a `UIImageView`,
    /// whose multiple-touch flag is off by default).
    @exclusivity(unchecked) var isDeliveredToView = true

    /// The pointer id from the raw input that owns this touch.
    let pointerID: Int
    /// Where the touch is and was, in window coordinates.
    @exclusivity(unchecked) var locationInWindow: CGPoint
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint
    /// Where the touch began, in window coordinates; used to decide whether it was a tap.
    let startLocationInWindow: CGPoint
    /// The farthest the touch has been from where it began.
    @exclusivity(unchecked) var maximumTravel: CGFloat = 0
    /// The gesture recognizers receiving the touch, nearest view first.
    @exclusivity(unchecked) var attachedRecognizers: [UIGestureRecognizer] = []

    /// The gesture recognizers receiving the touch (the hit view's and its ancestors', nearest first).
    public var gestureRecognizers: [UIGestureRecognizer]? { attachedRecognizers }
    /// How the touch finished (ended or cancelled), set once by the input router. ``phase`` can show an
    /// earlier phase for a moment while a held-back phase is delivered late; this never changes back.
    @exclusivity(unchecked) var finalPhase: Phase?
    /// Whether the touch is still down (neither ended nor cancelled).
    var isLive: Bool { finalPhase == nil }
    /// Whether the touch was cancelled because its view (or an ancestor) left the window, not by a
    /// touch event: a control then gets `cancelTracking(with: nil)`, as in UIKit.
    var isCancelledByViewRemoval = false

    init(pointerID: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow) {
        self.pointerID = pointerID
        self.phase = .began
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.type = .direct
        self.windowReference = window.reference
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
    }

    /// The touch's location in `view`'s coordinates; in window coordinates when `view` is nil.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location before the last move, in `view`'s coordinates; in window coordinates when nil.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// Identity: a touch is the same object from began to ended, as in UIKit, so touches key sets and
    /// dictionaries by object.
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the object's identity, consistent with `==`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
