import Foundation
import OpenUIKit

/// The device an app's window simulates: an iPhone or an iPad, in portrait or landscape. Chosen at
/// launch (``HostLaunchOptions``: `--device`, `--orientation`); the Catalog's device picker switches
/// between them.
///
/// The window (and so the SDL window) takes the device's screen size, and presentations adapt to its
/// size classes exactly as on that device: a form sheet is a centred card on an iPad and full screen on
/// an iPhone in portrait.
public struct DeviceSetup: Hashable, Sendable, CustomStringConvertible {
    /// The device: an iPhone 15 or an iPad (10th generation), the presets phone and tablet layouts are checked on.
    public enum Kind: String, CaseIterable, Sendable {
        case iphone, ipad

        /// The screen preset the kind stands for.
        public var device: UIScreen.Device { self == .iphone ? .iPhone15 : .iPad }
        /// "iPhone" or "iPad", for messages and the Catalog's device picker.
        public var displayName: String { self == .iphone ? "iPhone" : "iPad" }

        /// The kind named `name`, in any letter case ("iPad", "ipad"); nil for another name.
        public init?(name: String) { self.init(rawValue: name.lowercased()) }
    }

    /// The interface orientation; landscape is `.landscapeLeft`.
    public enum Orientation: String, CaseIterable, Sendable {
        case portrait, landscape

        /// The screen orientation it stands for.
        public var interfaceOrientation: UIInterfaceOrientation { self == .portrait ? .portrait : .landscapeLeft }

        /// The orientation named `name`, in any letter case; nil for another name.
        public init?(name: String) { self.init(rawValue: name.lowercased()) }
    }

    /// The device.
    public var kind: Kind
    /// The orientation.
    public var orientation: Orientation

    /// The given device in the given orientation.
    public init(kind: Kind, orientation: Orientation) {
        self.kind = kind
        self.orientation = orientation
    }

    /// Every device in both orientations, phone first.
    public static let all: [DeviceSetup] = Kind.allCases.flatMap { kind in
        Orientation.allCases.map { DeviceSetup(kind: kind, orientation: $0) }
    }

    /// A new screen for this device.
    @MainActor public func makeScreen() -> UIScreen {
        UIScreen(device: kind.device, orientation: orientation.interfaceOrientation)
    }

    /// "iPad landscape".
    public var description: String { "\(kind.displayName) \(orientation.rawValue)" }
    /// "ipad-landscape", for file names and the command line.
    public var slug: String { "\(kind.rawValue)-\(orientation.rawValue)" }
}
