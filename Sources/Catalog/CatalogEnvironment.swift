import Foundation
import OpenUIKit
import OpenUIKitHost

/// What every Catalog screen may need from the app around it.
@MainActor
struct CatalogEnvironment {
    /// The device the window simulates.
    var device: DeviceSetup
    /// Switches the app to another device. A window cannot change its device while it runs, so the
    /// windowed Catalog starts itself again on the new device, back on the same screen; nil where that
    /// makes no sense (snapshots, tests), and the device picker then only shows the running device.
    var switchDevice: (@MainActor (DeviceSetup) -> Void)?
    /// How the Catalog starts to look: light or dark, and the text size.
    var appearance: CatalogAppearance

    init(device: DeviceSetup, appearance: CatalogAppearance = CatalogAppearance(),
         switchDevice: (@MainActor (DeviceSetup) -> Void)? = nil) {
        self.device = device
        self.appearance = appearance
        self.switchDevice = switchDevice
    }
}
