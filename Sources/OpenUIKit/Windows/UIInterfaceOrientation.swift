/// The orientation of the interface, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the interface is upright or upside down: taller than wide, as UIKit's `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side: wider than tall, as UIKit's `isLandscape`; `.unknown` is
    /// neither.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
