import Foundation
import OpenUIKit

/// How an app started by `UIApplicationMain` (or `@main` on its app delegate) runs: the device,
/// orientation and window scale it shows, headless or in a window, how fast its clock runs and for how
/// many frames — read from the command line, else from the environment, else the defaults.
///
/// | Argument | Environment | Default |
/// |---|---|---|
/// | `--device iphone\|ipad` | `OPENUIKIT_DEVICE` | `iphone` (an iPhone 15) |
/// | `--orientation portrait\|landscape` | `OPENUIKIT_ORIENTATION` | `portrait` |
/// | `--scale X` (window pixels per point) | `OPENUIKIT_SCALE` | 1, made smaller to fit the desktop |
/// | `--headless` (no window: SDL's dummy driver) | `OPENUIKIT_HEADLESS=1` | off |
/// | `--time-scale X` (timers X times faster) | `OPENUIKIT_TIME_SCALE` | 1 |
/// | `--frames N` (run N frames, then end) | — | until the window closes; 1 when headless |
///
/// Names are read in any letter case (`--device iPad`). Other arguments are left to the app, as UIKit
/// passes its launch arguments through; a value that cannot be read is a ``HostLaunchOptionsError``,
/// which `UIApplicationMain` prints before it exits with status 64 (`EX_USAGE`).
public struct HostLaunchOptions: Equatable, Sendable {
    /// The simulated device and orientation: the screen's size, scale and size classes.
    public var device: DeviceSetup
    /// Window pixels per point; nil: 1, or less where the window would not fit on the desktop.
    public var windowScale: CGFloat?
    /// Run without a window (SDL's dummy driver), for scripts and CI.
    public var headless: Bool
    /// How much faster than real time timers fire (``HostConfiguration/timeScale``).
    public var timeScale: Double
    /// How many frames to run before the app ends; nil: until the window is closed (one when headless).
    public var frames: Int?

    /// Options given in code; the defaults are those of a launch with no arguments.
    public init(device: DeviceSetup = DeviceSetup(kind: .iphone, orientation: .portrait), windowScale: CGFloat? = nil,
                headless: Bool = false, timeScale: Double = 1, frames: Int? = nil) {
        self.device = device
        self.windowScale = windowScale
        self.headless = headless
        self.timeScale = timeScale
        self.frames = frames
    }

    /// Reads the options from `arguments` (the program's name first, as `CommandLine.arguments`) and
    /// `environment`; an argument wins over its environment variable.
    public init(arguments: [String], environment: [String: String]) throws(HostLaunchOptionsError) {
        self.init()
        let reader = Reader(arguments: Array(arguments.dropFirst()), environment: environment)
        if let name = try reader.value("--device", "OPENUIKIT_DEVICE") {
            guard let kind = DeviceSetup.Kind(name: name) else { throw .invalidValue(option: "--device", value: name) }
            device.kind = kind
        }
        if let name = try reader.value("--orientation", "OPENUIKIT_ORIENTATION") {
            guard let orientation = DeviceSetup.Orientation(name: name) else {
                throw .invalidValue(option: "--orientation", value: name)
            }
            device.orientation = orientation
        }
        if let text = try reader.value("--scale", "OPENUIKIT_SCALE") {
            guard let scale = Double(text), scale.isFinite, scale > 0 else { throw .invalidValue(option: "--scale", value: text) }
            windowScale = CGFloat(scale)
        }
        if let text = try reader.value("--time-scale", "OPENUIKIT_TIME_SCALE") {
            guard let scale = Double(text), scale.isFinite, scale > 0 else {
                throw .invalidValue(option: "--time-scale", value: text)
            }
            timeScale = scale
        }
        if let text = try reader.value("--frames", nil) {
            guard let count = Int(text), count >= 0 else { throw .invalidValue(option: "--frames", value: text) }
            frames = count
        }
        headless = reader.arguments.contains("--headless") || ["1", "true", "yes"].contains(environment["OPENUIKIT_HEADLESS"]?.lowercased())
    }

    /// Looks an option up on the command line, then in the environment.
    private struct Reader {
        let arguments: [String]
        let environment: [String: String]

        func value(_ option: String, _ variable: String?) throws(HostLaunchOptionsError) -> String? {
            if let index = arguments.lastIndex(of: option) {
                guard index + 1 < arguments.count else { throw .missingValue(option: option) }
                return arguments[index + 1]
            }
            guard let variable, let value = environment[variable], !value.isEmpty else { return nil }
            return value
        }
    }
}
