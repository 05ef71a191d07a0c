import Foundation
import OpenUIKitHost

/// The command line, as the MainActor code needs it.
struct CatalogOptions: Sendable {
    var snapshotDirectory: String?
    var timeScale: Double = 1
    var logEvents = false
    var device = DeviceSetup(kind: .iphone, orientation: .portrait)
    var screen: CatalogTopic?
}
