import Foundation

/// A placeholder for elements that load when the menu opens, as UIKit's `UIDeferredMenuElement` (iOS 14):
/// the menu shows a "Loading…" row and calls the provider; when the provider calls its completion, the
/// elements take the placeholder's place.
///
/// A cached element (``init(_:)``) calls its provider the first time a menu shows it and keeps the
/// elements for every later showing, as UIKit does; an ``uncached(_:)`` one calls it every time the
/// menu opens (iOS 15). A completion called more than once keeps the first elements, as only the first
/// call replaces the placeholder in UIKit.
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The provider: called with the completion that delivers the elements.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    /// Whether the elements are loaded again every time the menu opens.
    let isUncached: Bool
    /// The elements the provider delivered, kept for a cached element.
    var loadedElements: [UIMenuElement]?

    /// A cached deferred element, as UIKit's `UIDeferredMenuElement(_:)`.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = false
        super.init(title: "Loading…", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping ElementProvider) {
        provider = uncachedProvider
        isUncached = true
        super.init(title: "Loading…", subtitle: nil, image: nil)
    }

    /// A deferred element whose provider runs every time the menu opens, as UIKit's `uncached(_:)` (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Asks for the elements, unless a cached element has them; `delivered` is called once, with the
    /// first elements the provider hands over (now, or later if it completes asynchronously).
    func load(_ delivered: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if !isUncached, let loadedElements { return delivered(loadedElements) }
        var isDelivered = false
        provider { [weak self] elements in
            guard !isDelivered else { return }
            isDelivered = true
            if let self, !self.isUncached { self.loadedElements = elements }
            delivered(elements)
        }
    }
}
