import Foundation

/// The system's minimum layout margins for a view controller's root view, as UIKit's since iOS 11.
extension UIViewController {
    /// The least layout margins the system wants for the controller's root view: 16 points on the
    /// sides in a compact-width environment (an iPhone in portrait), 20 points in a regular-width one
    /// (an iPad, a large iPhone in landscape), none at the top and bottom — the values Apple's
    /// "Positioning content within layout margins" gives ("the side margins vary depending on the
    /// current size class, but can be 16 or 20 points"; top and bottom are zero). While
    /// ``viewRespectsSystemMinimumLayoutMargins`` is true the root view's margins are never smaller:
    /// "the root view's actual margins are set to either your custom values or the system minimum,
    /// whichever is greater" (UIKit's `systemMinimumLayoutMargins`). Subviews of the root view are
    /// not affected.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// ``systemMinimumLayoutMargins`` while the controller respects them, none otherwise.
    var rootViewMinimumLayoutMargins: NSDirectionalEdgeInsets {
        viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : .zero
    }
}
