import Foundation

/// Raw pointer input: what a host reads from the window system, or a test makes up.
///
/// The engine's one input entry point, ``UIApplication/handle(_:in:)``, turns a stream of these into
/// `UITouch` objects and `UIEvent` dispatch. Each pointer (a mouse, a finger) has its own `id`; a stream
/// for one id goes down, moves, and goes up or is cancelled.
public struct PointerInput: Sendable, Equatable {
    /// What happened to the pointer: it went down (a finger touched), moved, went up, or was cancelled
    /// by the system.
    public enum Phase: Sendable, Equatable {
        case down
        case move
        case up
        case cancel
    }

    /// Which pointer this is: events with the same id form one touch, from down to up or cancel.
    public var id: Int
    /// What happened to the pointer.
    public var phase: Phase
    /// The location in the window's coordinates.
    public var location: CGPoint
    /// When it happened, in the scheduler's clock; nil means "now".
    public var timestamp: TimeInterval?

    /// An input event; a nil `timestamp` is stamped with the scheduler's current time when handled.
    public init(id: Int = 0, phase: Phase, location: CGPoint, timestamp: TimeInterval? = nil) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
