extension UIAlertAction {
    /// How an action's button looks and behaves, with UIKit's cases and raw values
    /// (`UIAlertActionStyle`): ``default`` in the tint colour; ``cancel`` in bold, at most one per alert,
    /// placed last (left of two side-by-side buttons, in its own group in an action sheet) and run by
    /// Escape or by a tap outside an action sheet; ``destructive`` in red.
    public enum Style: Int, Sendable, CaseIterable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
