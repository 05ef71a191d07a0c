/// Why ``HostLaunchOptions`` could not read the command line or environment.
public enum HostLaunchOptionsError: Error, Equatable, CustomStringConvertible {
    /// The option ends the command line, with no value after it.
    case missingValue(option: String)
    /// The option's value is not one it takes.
    case invalidValue(option: String, value: String)

    /// The message `UIApplicationMain` prints: what was wrong and which values are taken.
    public var description: String {
        switch self {
        case .missingValue(let option):
            "\(option) needs a value."
        case .invalidValue(let option, let value):
            "\(option) does not take '\(value)'. Devices: iphone, ipad; orientations: portrait, landscape; "
                + "scales: positive numbers; frames: a whole number."
        }
    }
}
