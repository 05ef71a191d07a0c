import Foundation

/// The runtime's appearance as traits: what windows inherit, and how a change reaches the views.
extension AppRuntime {
    /// Light or dark, as the user chose in Settings: every window's traits start from it. Hosts and
    /// tests set it (the Catalog's `--dark`); a change updates the traits of every window's views and
    /// controllers, calling `traitCollectionDidChange(_:)` and redrawing those whose colours resolve
    /// differently, as iOS does when the user switches to dark mode. `.light` by default.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { appearance.style }
        set { changeAppearance(AppAppearance(style: newValue, category: appearance.category)) }
    }

    /// The text size the user chose in Settings (``UITraitCollection/preferredContentSizeCategory``),
    /// `.large` as iOS's default; a change updates traits as ``userInterfaceStyle``'s does (labels,
    /// buttons and text fields that adjust remake their fonts and re-measure), then posts
    /// ``UIContentSizeCategory/didChangeNotification``, as iOS does when the user changes the text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { appearance.category }
        set {
            guard newValue != appearance.category else { return }
            changeAppearance(AppAppearance(style: appearance.style, category: newValue))
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: application,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }

    /// The traits the runtime gives every window on `screen`: the screen's idiom, size classes and scale,
    /// the user's style and text size, left-to-right layout, normal contrast and regular weight (the
    /// settings OpenUIKit does not model take iOS's defaults).
    func traits(on screen: UIScreen) -> UITraitCollection {
        var traits = screen.traitCollection
        traits.userInterfaceStyle = appearance.style
        traits.preferredContentSizeCategory = appearance.category
        traits.layoutDirection = .leftToRight
        traits.accessibilityContrast = .normal
        traits.legibilityWeight = .regular
        return traits
    }

    /// Stores `new` and tells every window's views and controllers whose traits it changed.
    private func changeAppearance(_ new: AppAppearance) {
        guard new != appearance else { return }
        UIView.notifyingTraitChanges(in: application.windows) { appearance = new }
    }
}
