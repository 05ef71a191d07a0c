import Foundation

/// What a button using the iOS 15 button API keeps: its configuration, update handler and the views
/// only a configuration shows (subtitle, activity indicator), with the role, tool tip and selection
/// toggle. Made when the app first sets one of them and kept beside the button
/// (`UIButton+ConfigurationStorage.swift`), so the many buttons that never do — a 1000-button grid in
/// the benchmarks — stay the size they were and pay one flag test on their paths.
@MainActor
final class ButtonConfigurationStorage {
    /// ``UIButton/configuration``.
    var configuration: UIButton.Configuration?
    /// The configuration as last drawn: ``configuration`` updated for the state the button was in.
    var shown: UIButton.Configuration?
    /// ``UIButton/configurationUpdateHandler``.
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    /// ``UIButton/automaticallyUpdatesConfiguration``.
    var automaticallyUpdatesConfiguration = true
    /// Whether an update is due (``UIButton/setNeedsUpdateConfiguration()`` was called and the update
    /// has not run yet): later calls in the same turn add nothing.
    var needsUpdate = false
    /// Whether the update runs now: a configuration set by the handler is drawn, not scheduled again.
    var isUpdating = false
    /// The label under the title, made for the first subtitle.
    var subtitleLabel: UILabel?
    /// The spinner shown in the image's place, made for the first ``UIButton/Configuration/showsActivityIndicator``.
    var activityIndicator: UIActivityIndicatorView?
    /// ``UIButton/role``.
    var role: UIButton.Role = .normal
    /// ``UIButton/isSpringLoaded``.
    var isSpringLoaded = false
    /// ``UIButton/toolTip``.
    var toolTip: String?
    /// ``UIButton/changesSelectionAsPrimaryAction``.
    var changesSelectionAsPrimaryAction = false
    /// The content size category the title and subtitle fonts are made for: the button's trait, read
    /// when the configuration is first shown and kept up to date by trait changes, so showing a state
    /// change does not walk up to the window for it.
    var contentSizeCategory: UIContentSizeCategory?
}
