import Foundation

/// What an animation shows outside its active time, as Core Animation's `CAMediaTimingFillMode`:
/// nothing (``removed``, the default), its end state after it ends (``forwards``), its start state
/// before it begins (``backwards``), or both.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation's string constants.
    public let rawValue: String

    /// A mode by its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No effect outside the active time: the layer shows its model value.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After its end the animation keeps its final value (while it is not removed: set
    /// `isRemovedOnCompletion` to false).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before its `beginTime` the animation shows its start value.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the start value shows before the animation begins.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the end value shows after the animation ends.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
