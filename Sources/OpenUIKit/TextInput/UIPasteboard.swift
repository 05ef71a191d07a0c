import Foundation

/// The app's clipboard, as UIKit's `UIPasteboard`: text fields copy, cut and paste through
/// ``general``, and apps read and write ``string`` as on iOS.
///
/// ``general`` is the current runtime's (``AppRuntime/pasteboard``), so tests running side by side
/// never see each other's clipboard. It keeps its text in memory unless made with a
/// ``PasteboardStorage`` that reaches the system's clipboard: the SDL window host backs the runtime it
/// runs with SDL's clipboard, so text copied in the app can be pasted into other programs and back.
/// Only text is kept (UIKit's pasteboard also holds images, URLs and colors).
@MainActor
open class UIPasteboard {
    /// The system-wide pasteboard, as UIKit's: the current runtime's.
    public static var general: UIPasteboard { AppRuntime.current.pasteboard }

    /// Posted (object: the pasteboard) when its contents change, as UIKit's
    /// `UIPasteboard.changedNotification`.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    private let storage: any PasteboardStorage
    /// How many times the contents changed, as UIKit's `changeCount`.
    public private(set) var changeCount = 0

    /// A pasteboard keeping its text in `storage` (in memory by default).
    public init(storage: any PasteboardStorage = MemoryPasteboardStorage()) {
        self.storage = storage
    }

    /// The text on the pasteboard; nil when it holds none. Setting nil empties it.
    open var string: String? {
        get { storage.string }
        set {
            storage.string = newValue
            changeCount += 1
            NotificationCenter.default.post(name: Self.changedNotification, object: self)
        }
    }

    /// The texts on the pasteboard: one at most here (``string``).
    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text, as UIKit's `hasStrings` (no privacy prompt is needed).
    open var hasStrings: Bool { !(string ?? "").isEmpty }
}
