import OpenUIKit

/// How the Catalog starts to look (`--dark`, `--content-size`): the settings a person chooses in iOS's
/// Settings app, which the Catalog's runtime stands in for (``AppRuntime/userInterfaceStyle``,
/// ``AppRuntime/preferredContentSizeCategory``). The root screen's Dark switch and Text Size picker
/// change them while it runs.
struct CatalogAppearance: Sendable, Equatable {
    /// Whether the system is in dark mode.
    var isDark = false
    /// The text size chosen in Settings; Large is iOS's default.
    var textSize = CatalogTextSize.l

    /// Gives `runtime` these settings, redrawing what they change.
    @MainActor
    func apply(to runtime: AppRuntime) {
        runtime.userInterfaceStyle = isDark ? .dark : .light
        runtime.preferredContentSizeCategory = textSize.category
    }
}
