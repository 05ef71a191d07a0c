import Foundation

/// Where a view's rare appearance settings live (``ViewAppearanceAttributes``): in a table beside the
/// views, made for a view when one is first set, as the accessibility values are
/// (`UIView+Accessibility.swift`); `deinit` removes the entry.
extension UIView {
    /// The settings made on views, by view. Main-actor state, as the views are.
    private static var appearanceTable: [ObjectIdentifier: ViewAppearanceAttributes] = [:]

    /// The settings made on this view, or nil when none was.
    var appearanceAttributes: ViewAppearanceAttributes? {
        hasAppearanceAttributes ? UIView.appearanceTable[ObjectIdentifier(self)] : nil
    }

    /// Changes this view's settings, making its entry if it has none.
    func updateAppearanceAttributes(_ change: (inout ViewAppearanceAttributes) -> Void) {
        change(&UIView.appearanceTable[ObjectIdentifier(self), default: ViewAppearanceAttributes()])
        hasAppearanceAttributes = true
    }

    /// Forgets this view's entry (from `deinit`).
    func releaseAppearanceAttributes() {
        if appearanceAttributes?.tintAdjustmentMode == .dimmed { UIView.dimmedViewCount -= 1 }
        UIView.appearanceTable[ObjectIdentifier(self)] = nil
        hasAppearanceAttributes = false
    }

    /// How many views have appearance settings: for tests that check entries are released.
    static var appearanceTableCount: Int { appearanceTable.count }
}
