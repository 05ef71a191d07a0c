import Foundation

/// How a bar's plain buttons look in one state, as UIKit's `UIBarButtonItemStateAppearance`: the title's
/// text attributes (`.foregroundColor` and `.font` are drawn). A class, as UIKit's, so
/// `appearance.buttonAppearance.normal.titleTextAttributes = …` changes it in place.
@MainActor
public final class UIBarButtonItemStateAppearance {
    /// The title's attributes in this state; empty uses the bar's defaults (the tint colour, 17 pt).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    init() {}

    /// A copy, for ``UIBarButtonItemAppearance``'s copies.
    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        return copy
    }
}
