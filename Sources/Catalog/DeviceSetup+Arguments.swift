import ArgumentParser
import OpenUIKitHost

// The Catalog's `--device` and `--orientation` options take the host's device names, in any letter case
// as the host's own launch options do (HostLaunchOptions).
extension DeviceSetup.Kind: ExpressibleByArgument {
    /// The device named on the command line, as ``init(name:)`` reads it; nil (an argument error) for
    /// an unknown name.
    public init?(argument: String) { self.init(name: argument) }
}

extension DeviceSetup.Orientation: ExpressibleByArgument {
    /// The orientation named on the command line, as ``init(name:)`` reads it; nil (an argument error) for
    /// an unknown name.
    public init?(argument: String) { self.init(name: argument) }
}
