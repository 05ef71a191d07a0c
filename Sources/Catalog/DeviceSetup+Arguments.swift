import ArgumentParser
import OpenUIKitHost

// The Catalog's `--device` and `--orientation` options take the host's device names, in any letter case
// as the host's own launch options do (HostLaunchOptions).
extension DeviceSetup.Kind: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension DeviceSetup.Orientation: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}
