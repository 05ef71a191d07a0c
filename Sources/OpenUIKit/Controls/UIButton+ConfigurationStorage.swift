import Foundation

/// Where a button's ``ButtonConfigurationStorage`` lives: in a table beside the buttons, keyed by the
/// button, as the accessibility values of views (`UIView+Accessibility.swift`). The flag
/// ``UIButton/hasConfigurationStorage`` sits in the padding after ``UIButton/buttonType``, and the
/// button's `deinit` removes its entry, so an identifier is never reused while its entry exists.
extension UIButton {
    /// The storage of buttons that use the iOS 15 API, by button. Main-actor state, as the buttons are.
    private static var configurationTable: [ObjectIdentifier: ButtonConfigurationStorage] = [:]

    /// This button's storage, or nil when it never used the iOS 15 API.
    var configurationStorage: ButtonConfigurationStorage? {
        hasConfigurationStorage ? UIButton.configurationTable[ObjectIdentifier(self)] : nil
    }

    /// This button's storage, made on first use.
    var madeConfigurationStorage: ButtonConfigurationStorage {
        if let configurationStorage { return configurationStorage }
        let made = ButtonConfigurationStorage()
        UIButton.configurationTable[ObjectIdentifier(self)] = made
        hasConfigurationStorage = true
        return made
    }

    /// Forgets this button's entry (from `deinit`).
    func releaseConfigurationStorage() {
        UIButton.configurationTable[ObjectIdentifier(self)] = nil
        hasConfigurationStorage = false
    }

    /// How many buttons have storage: for tests that check entries are released.
    static var configurationTableCount: Int { configurationTable.count }
}
