/// How the device is held, as UIKit's `UIDeviceOrientation`, with its raw values. A device turned to
/// its right (`.landscapeRight`) shows the interface in ``UIInterfaceOrientation/landscapeLeft``: the
/// two name the same position from opposite sides, as in UIKit.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Held upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Held on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Lying face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can follow it: portrait or landscape, not flat or unknown.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The position of a device showing its interface in `interfaceOrientation`.
    init(showing interfaceOrientation: UIInterfaceOrientation) {
        switch interfaceOrientation {
        case .unknown: self = .unknown
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        }
    }
}
