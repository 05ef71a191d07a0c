import Foundation
import ArgumentParser
import OpenUIKit

/// The device the Catalog simulates: an iPhone or an iPad, in portrait or landscape.
///
/// The window (and so the SDL window) takes the device's screen size, and presentations adapt to its
/// size classes exactly as on that device: a form sheet is a centred card on an iPad and full screen on
/// an iPhone in portrait.
struct DeviceSetup: Hashable, Sendable, CustomStringConvertible {
    enum Kind: String, CaseIterable, Sendable, ExpressibleByArgument {
        case iphone, ipad

        var device: UIScreen.Device { self == .iphone ? .iPhone15 : .iPad }
        var displayName: String { self == .iphone ? "iPhone" : "iPad" }
    }

    enum Orientation: String, CaseIterable, Sendable, ExpressibleByArgument {
        case portrait, landscape

        var interfaceOrientation: UIInterfaceOrientation { self == .portrait ? .portrait : .landscapeLeft }
    }

    var kind: Kind
    var orientation: Orientation

    /// Every device in both orientations, phone first.
    static let all: [DeviceSetup] = Kind.allCases.flatMap { kind in
        Orientation.allCases.map { DeviceSetup(kind: kind, orientation: $0) }
    }

    /// A new screen for this device.
    @MainActor func makeScreen() -> UIScreen {
        UIScreen(device: kind.device, orientation: orientation.interfaceOrientation)
    }

    /// "iPad landscape".
    var description: String { "\(kind.displayName) \(orientation.rawValue)" }
    /// "ipad-landscape", for file names and the command line.
    var slug: String { "\(kind.rawValue)-\(orientation.rawValue)" }
}
