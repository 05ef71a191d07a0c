/// Where an animator's animations ended, as UIKit's `UIViewAnimatingPosition`: given to completions
/// and to ``UIViewAnimating/finishAnimation(at:)``. UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values (the values set in the animation blocks).
    case end = 0
    /// At their start values (a reversed animator ran back, or it was finished there).
    case start = 1
    /// Where they were drawn when the animator stopped.
    case current = 2
}
