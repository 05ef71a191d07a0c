import Foundation

/// Hands URLs an app opens to the desktop (`xdg-open`), as iOS hands a URL to the app that claims it:
/// the SDL host's ``AppRuntime/urlOpener``. Returns whether the handler started; what it does with the
/// URL (a browser, a mail client, nothing for `app-settings:`) is the desktop's business.
enum DesktopURLOpener {
    static func open(_ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
