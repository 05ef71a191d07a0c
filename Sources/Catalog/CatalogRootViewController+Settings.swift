import OpenUIKit

/// The root screen's appearance settings in its navigation bar, as a settings-minded app puts them:
/// a Dark switch on the right that overrides the window's style (`overrideUserInterfaceStyle`, so
/// every screen and presentation re-renders), and a Text Size picker on the left, an action sheet of
/// the twelve content size categories that stands in for Settings › Display & Brightness › Text Size
/// (an iOS app cannot choose the size itself; the Catalog's runtime plays the system's part).
extension CatalogRootViewController {
    /// Puts the two settings items in the bar.
    func installSettingsItems() {
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Text Size", primaryAction: UIAction { [weak self] _ in
            self?.chooseTextSize()
        })
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: darkSwitchTitle, primaryAction: UIAction { [weak self] _ in
            self?.toggleDarkMode()
        })
    }

    /// Whether the screens show dark now.
    var isDark: Bool { traitCollection.userInterfaceStyle == .dark }

    /// The switch's title: what a tap switches to.
    private var darkSwitchTitle: String { isDark ? "Light" : "Dark" }

    /// Switches every screen between light and dark by overriding the window's style.
    func toggleDarkMode() {
        guard let window = (navigationController ?? self).viewIfLoaded?.window else { return }
        window.overrideUserInterfaceStyle = isDark ? .light : .dark
        updateSettingsItems()
        EventLog.record("appearance: \(isDark ? "dark" : "light")")
    }

    /// Makes `size` the text size every screen uses.
    func setTextSize(_ size: CatalogTextSize) {
        AppRuntime.current.preferredContentSizeCategory = size.category
        EventLog.record("text size: \(size.rawValue)")
    }

    /// Presents the Text Size picker: one action per size, the current one checked.
    func chooseTextSize() {
        let current = CatalogTextSize(category: traitCollection.preferredContentSizeCategory)
        let sheet = UIAlertController(title: "Text Size", message: nil, preferredStyle: .actionSheet)
        for size in CatalogTextSize.allCases {
            let title = size == current ? "✓ \(size.rawValue)" : size.rawValue
            sheet.addAction(UIAlertAction(title: title, style: .default) { [weak self] _ in self?.setTextSize(size) })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
        present(sheet, animated: true)
    }

    /// Keeps the switch's title in step with the style.
    func updateSettingsItems() {
        navigationItem.rightBarButtonItem?.title = darkSwitchTitle
    }
}
