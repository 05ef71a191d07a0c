/// Where a ``UIPasteboard`` keeps its text: memory (``MemoryPasteboardStorage``) or a host's system
/// clipboard (the SDL window host's). Not UIKit API: the seam that lets a host back the clipboard
/// without the engine linking a C library.
@MainActor
public protocol PasteboardStorage: AnyObject {
    /// The clipboard's text; nil when it holds none.
    var string: String? { get set }
}

/// Text kept in memory: a runtime's clipboard without a host (tests, headless tools).
@MainActor
public final class MemoryPasteboardStorage: PasteboardStorage {
    /// The text kept; nil when empty.
    public var string: String?

    /// An empty store.
    public init() {}
}
