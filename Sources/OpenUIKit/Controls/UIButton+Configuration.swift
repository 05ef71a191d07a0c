import Foundation

/// The iOS 15 button API: a configuration, and the update cycle that keeps it in step with the state.
///
/// - A button with a ``configuration`` is laid out and drawn from it: the per-state title and image
///   table (`setTitle(_:for:)` …) is still stored and read back, but not shown while a configuration is
///   set. Apple documents that setting a configuration "will opt into configuration-based behavior on
///   UIButton … and enable/disable some API"; OpenUIKit takes the configuration as the one source of
///   what is shown, so two sources never disagree.
/// - **The update cycle**: ``setNeedsUpdateConfiguration()`` asks for an update; however many times it
///   is called in a turn of the main queue, the update runs once — on the next turn, or at the
///   button's next layout pass if that comes first — calling ``updateConfiguration()`` then
///   ``configurationUpdateHandler``. A change of state (highlight, selection, enabling) asks for one,
///   as in UIKit, and is drawn at once with the automatic appearance
///   (`UIButton.Configuration+Appearance.swift`).
extension UIButton {
    /// The closure a button calls to update its configuration, as UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Makes a system button shown from `configuration` that performs `primaryAction` when tapped, as
    /// UIKit's `init(configuration:primaryAction:)` (iOS 15). The action's title and image fill the
    /// configuration's when it has none, as `init(type:primaryAction:)` shows them.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil && configuration.attributedTitle == nil && !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// The configuration the button is shown from; nil (the default) shows the per-state content.
    /// Setting it draws it at once and asks for an update (``setNeedsUpdateConfiguration()``), except
    /// from inside an update, which draws what it sets.
    public var configuration: UIButton.Configuration? {
        get { configurationStorage?.configuration }
        set {
            guard newValue != nil || hasConfigurationStorage else { return }
            let storage = madeConfigurationStorage
            storage.configuration = newValue
            if newValue == nil {
                removeConfigurationViews(storage)
                refreshContent()
                return
            }
            showConfiguration()
            if !storage.isUpdating { setNeedsUpdateConfiguration() }
        }
    }

    /// Called by each configuration update, after ``updateConfiguration()``, to change the
    /// configuration for the button's state, as UIKit's `configurationUpdateHandler`:
    /// `button.configurationUpdateHandler = { button in var config = button.configuration; … ;
    /// button.configuration = config }`. Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage?.updateHandler }
        set {
            guard newValue != nil || hasConfigurationStorage else { return }
            madeConfigurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the button draws its configuration updated for its state (``UIButton/Configuration/updated(for:)``):
    /// highlighted, selected and disabled appearances derived as UIKit does. True by default; false
    /// draws the configuration as the normal state's whatever the state.
    public var automaticallyUpdatesConfiguration: Bool {
        get { configurationStorage?.automaticallyUpdatesConfiguration ?? true }
        set {
            guard newValue != automaticallyUpdatesConfiguration else { return }
            madeConfigurationStorage.automaticallyUpdatesConfiguration = newValue
            showConfiguration()
        }
    }

    /// Asks for a configuration update, as UIKit's `setNeedsUpdateConfiguration()`: calls in the same
    /// turn are coalesced into one update, run on the next turn of the main queue (the scheduler, so
    /// virtual time under a test) or at the button's next layout pass, whichever comes first. Ignored
    /// while an update runs.
    public func setNeedsUpdateConfiguration() {
        let storage = madeConfigurationStorage
        guard !storage.needsUpdate, !storage.isUpdating else { return }
        storage.needsUpdate = true
        setNeedsLayout()
        Scheduler.main.schedule(after: 0) { [weak self] in self?.updateConfigurationIfNeeded() }
    }

    /// Runs the update that ``setNeedsUpdateConfiguration()`` asked for, if it has not run yet:
    /// ``updateConfiguration()``, the ``configurationUpdateHandler``, then draws the result.
    func updateConfigurationIfNeeded() {
        guard let storage = configurationStorage, storage.needsUpdate else { return }
        storage.needsUpdate = false
        storage.isUpdating = true
        updateConfiguration()
        storage.updateHandler?(self)
        storage.isUpdating = false
        showConfiguration()
    }

    /// The state a configuration reads: the control's flags, with the traits of the button's window
    /// (the screen's outside one). A subclass adds custom states by overriding ``configurationState``.
    var defaultConfigurationState: UIViewConfigurationState {
        var configurationState = UIViewConfigurationState(traitCollection: window?.traitCollection
                                                          ?? UIScreen.main.traitCollection)
        configurationState.isHighlighted = isHighlighted
        configurationState.isSelected = isSelected
        configurationState.isDisabled = !isEnabled
        configurationState.isFocused = isFocused
        return configurationState
    }

    /// A state change redraws a configured button for the new state and asks for an update — also of
    /// a button that has only an update handler, which UIKit calls on every state change.
    func configurationStateDidChange() {
        guard let storage = configurationStorage, storage.configuration != nil || storage.updateHandler != nil else {
            return
        }
        showConfiguration()
        setNeedsUpdateConfiguration()
    }
}
