import Foundation

/// Opening URLs, as UIKit's `open(_:options:completionHandler:)` and `canOpenURL(_:)`: the app's
/// runtime hands each URL to its ``AppRuntime/urlOpener`` — the desktop's handler in the SDL host, a
/// record in a `TestHost` (`openedURLs`), none by default, which opens nothing.
extension UIApplication {
    /// The options of ``open(_:options:completionHandler:)``, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key as UIKit spells it.
        public let rawValue: String
        /// Makes a key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app claims. No app claims any on Linux: such a URL
        /// does not open.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings, as UIKit's; opening it goes to the runtime's opener like
    /// any other URL.
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` with the runtime's ``AppRuntime/urlOpener`` and calls `completion` with whether it
    /// opened, on the scheduler's next turn (UIKit calls it later on the main queue, never before
    /// returning). With `.universalLinksOnly` set to true, nothing opens.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor (Bool) -> Void)? = nil) {
        let opened = openNow(url, options: options)
        guard let completion else { return }
        (runtime ?? .current).scheduler.schedule(after: 0) { completion(opened) }
    }

    /// Opens `url` as ``open(_:options:completionHandler:)`` does and returns whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openNow(url, options: options)
    }

    private func openNow(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        return !universalOnly && ((runtime ?? .current).urlOpener?(url) ?? false)
    }

    /// Whether some app could open `url`: true when the runtime has an opener and the URL names a
    /// scheme. (UIKit asks the installed apps; OpenUIKit cannot know what the opener will accept.)
    public func canOpenURL(_ url: URL) -> Bool {
        (runtime ?? .current).urlOpener != nil && url.scheme != nil
    }
}
