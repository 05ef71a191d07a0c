import Foundation
import OpenUIKitHost

/// The command line, as the MainActor code needs it.
struct CatalogOptions: Sendable {
    var snapshotDirectory: String?
    var timeScale: Double = 1
    var logEvents = false
    var device = DeviceSetup(kind: .iphone, orientation: .portrait)
    /// Window pixels per point; nil: the host's default (1, or less to fit the desktop).
    var windowScale: CGFloat?
    var screen: CatalogTopic?
    /// Whether phone sheets are the articles' full-screen ones (``AppRuntime/CompactSheetStyle/fullScreen``).
    var fullScreenSheets = false
    /// `--dark` and `--content-size`: how the Catalog starts to look.
    var appearance = CatalogAppearance()
}
