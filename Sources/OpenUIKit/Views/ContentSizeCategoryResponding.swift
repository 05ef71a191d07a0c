/// A view that updates itself when its content size category changes (Dynamic Type): labels and text
/// fields remake a font that adjusts, buttons re-measure and re-show their configuration.
///
/// Called by the trait-change walk (`UIView+TraitChanges.swift`) before the view hears
/// `traitCollectionDidChange(_:)`, so an app's override already sees the new font, and whether or not
/// a subclass calls `super` there.
@MainActor
protocol ContentSizeCategoryResponding: UIView {
    /// The view's `preferredContentSizeCategory` trait became `category`.
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory)
}

extension ContentSizeCategoryResponding {
    /// The stored `adjustsFontForContentSizeCategory` of a label or text field (side storage: most never set it).
    var storedAdjustsFont: Bool { appearanceAttributes?.adjustsFontForContentSizeCategory ?? false }

    /// Stores `adjustsFontForContentSizeCategory`; turning it on remakes the font for the view's current
    /// category at once, so a font made for another category catches up.
    func storeAdjustsFont(_ newValue: Bool) {
        guard newValue != storedAdjustsFont else { return }
        updateAppearanceAttributes { $0.adjustsFontForContentSizeCategory = newValue }
        if newValue { contentSizeCategoryDidChange(to: traitCollection.preferredContentSizeCategory) }
    }
}
