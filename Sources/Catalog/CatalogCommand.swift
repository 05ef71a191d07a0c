import ArgumentParser
import Foundation
import OpenUIKit
import OpenUIKitHost

/// `catalog`: the OpenUIKit Catalog.
///
/// - With a display (`DISPLAY` or `WAYLAND_DISPLAY`): opens the Catalog in an SDL window and prints
///   "catalog: first frame presented" once it is on screen.
/// - `--snapshot DIR`: renders every screen and key state to PNG files in DIR, no display needed.
/// - Without a display and without `--snapshot`: renders the snapshots to `./snapshots-out` and says
///   where they are, rather than failing (what `script/run` does on a headless machine).
@main
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "The OpenUIKit Catalog: UIKit's controls and presentations, one screen per topic.")

    @Option(name: .customLong("snapshot"), help: ArgumentHelp("Render every screen to PNG files in this folder and exit.", valueName: "dir"))
    var snapshotDirectory: String?

    @Option(help: "Run timers this many times faster than real time (e.g. 10 for tests).")
    var timeScale: Double = 1

    @Flag(help: "Print every action (taps, presentations, delegate calls) on standard output.")
    var logEvents = false

    @Option(help: "The device to simulate: iphone or ipad.")
    var device: DeviceSetup.Kind = .iphone

    @Option(help: "portrait or landscape.")
    var orientation: DeviceSetup.Orientation = .portrait

    @Option(help: "Window pixels per point (default: 1, made smaller where the window would not fit the desktop).")
    var scale: Double?

    @Option(help: "Open this screen at launch: \(CatalogTopic.allCases.map(\.rawValue).joined(separator: ", ")).")
    var screen: CatalogTopic?

    @Flag(help: "On iPhone, show page and form sheets full screen, as iPhone OS 3.2 did in the articles, instead of iOS 17's cards.")
    var fullScreenSheets = false

    @Flag(help: "Start in dark mode, as if chosen in Settings (the root screen's Dark switch changes it while running).")
    var dark = false

    @Option(help: ArgumentHelp("Start with this text size, as if chosen in Settings: \(CatalogTextSize.allCases.map(\.rawValue).joined(separator: ", ")).",
                               valueName: "size"))
    var contentSize: CatalogTextSize?

    func validate() throws {
        guard timeScale.isFinite, timeScale > 0 else {
            throw ValidationError("--time-scale must be a positive number, not \(timeScale).")
        }
        if let scale, !(scale.isFinite && scale > 0) {
            throw ValidationError("--scale must be a positive number, not \(scale).")
        }
    }

    func run() throws {
        let options = CatalogOptions(snapshotDirectory: snapshotDirectory, timeScale: timeScale, logEvents: logEvents,
                                     device: DeviceSetup(kind: device, orientation: orientation), windowScale: scale.map { CGFloat($0) },
                                     screen: screen, fullScreenSheets: fullScreenSheets,
                                     appearance: CatalogAppearance(isDark: dark, textSize: contentSize ?? .l))
        try MainActor.assumeIsolated { try Self.run(options) }
    }

    @MainActor
    static func run(_ options: CatalogOptions) throws {
        EventLog.isPrinting = options.logEvents
        if let directory = options.snapshotDirectory {
            try writeSnapshots(to: directory, appearance: options.appearance)
        } else if hasDisplay(ProcessInfo.processInfo.environment) {
            try WindowRunner(options: options).run()
        } else {
            say("catalog: no display (DISPLAY and WAYLAND_DISPLAY are unset), so no window: rendering the screens instead.")
            try writeSnapshots(to: "snapshots-out", appearance: options.appearance)
        }
    }

    @MainActor
    private static func writeSnapshots(to path: String, appearance: CatalogAppearance) throws {
        let directory = URL(fileURLWithPath: path).standardizedFileURL
        let files = try SnapshotWriter(directory: directory, appearance: appearance).writeAll()
        say("catalog: wrote \(files.count) PNG files to \(directory.path)")
    }

    private static func hasDisplay(_ environment: [String: String]) -> Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { environment[$0].map { !$0.isEmpty } ?? false }
    }
}
