import Foundation

/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`: an option
/// set an assistive technology (and the queries of OpenUIKitTesting) reads to tell a button from a
/// heading or an image, and to say "selected" or "dimmed".
///
/// The names are UIKit's. UIKit exports each trait as a constant whose bit Apple does not document, so
/// the raw values here are OpenUIKit's own: code that names the traits (as UIKit code does) behaves the
/// same; code that stores raw values across platforms does not.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits: OpenUIKit's own (see above), combined as an option set.
    public let rawValue: UInt64

    /// Traits from their bits; UIKit code names them instead (`[.button, .selected]`).
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// Treat the element as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Treat the element as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Treat the element as an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected button, a chosen segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Treat the element as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Treat the element as text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user (VoiceOver says "dimmed").
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Treat the element as a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value can be adjusted continuously (a slider): `accessibilityIncrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header that divides content (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Treat the element as a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Treat the element as a toggle button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element can be zoomed (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}
