import Foundation

/// The timing of an animation, as Core Animation's `CAMediaTiming`: when it begins, how long one
/// pass lasts, how fast and from where its time runs, how often it repeats and reverses, and what it
/// shows outside its active time. ``CAAnimation`` adopts it.
///
/// An animation's local time is `(t − beginTime) × speed + timeOffset`, `t` being the layer's time
/// (``CACurrentMediaTime()``); one pass takes ``duration`` (0 means Core Animation's 0.25 s), a
/// reversing pass twice that; it repeats ``repeatCount`` passes (fractions allowed, `.infinity`
/// forever) or for ``repeatDuration`` seconds.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the animation begins, in the layer's time; 0 when added means "now".
    var beginTime: CFTimeInterval { get set }
    /// How long one pass lasts, in seconds; 0 means 0.25 s.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the layer's: 2 plays twice as fast, 0 stands still.
    var speed: Float { get set }
    /// An offset added to local time: where the animation starts within its passes.
    var timeOffset: CFTimeInterval { get set }
    /// How many passes run (fractions allowed; `.infinity` forever); 0 means one.
    var repeatCount: Float { get set }
    /// How long the animation repeats, in seconds, instead of a count; 0 means unused.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What the animation shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}
