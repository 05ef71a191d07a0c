import Logging

/// Where the engine reports refused input and misuse.
///
/// Every report goes to a swift-log `Logger` labelled `OpenUIKit` (UIKit writes the same cases to the
/// console) and to the observers registered with ``addObserver(_:)``. ``record(_:)`` collects the
/// reports of one block, which is how tests check that bad input was noticed and not silently lost.
@MainActor
public enum Diagnostics {
    public typealias Observer = @MainActor (Diagnostic) -> Void

    private static let logger = Logger(label: "OpenUIKit")
    private static var observers: [Int: Observer] = [:]
    private static var nextObserverID = 0

    /// Whether reports are written to the log. Observers hear every report either way; a fuzzer that
    /// feeds thousands of malformed events on purpose turns the log off and counts reports instead.
    public static var isLoggingEnabled = true

    /// Reports a diagnostic to the log (unless ``isLoggingEnabled`` is false) and to every observer.
    public static func report(_ diagnostic: Diagnostic) {
        if isLoggingEnabled {
            switch diagnostic.severity {
            case .warning: logger.warning("\(diagnostic.code): \(diagnostic.message)")
            case .error: logger.error("\(diagnostic.code): \(diagnostic.message)")
            }
        }
        for observer in observers.values { observer(diagnostic) }
    }

    /// Reports a warning: input that was ignored.
    public static func warn(_ code: String, _ message: String) {
        report(Diagnostic(code: code, severity: .warning, message: message))
    }

    /// Registers an observer and returns a token for ``removeObserver(_:)``.
    @discardableResult
    public static func addObserver(_ observer: @escaping Observer) -> Int {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return nextObserverID
    }

    public static func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    /// Runs `body` and returns every diagnostic reported while it ran.
    public static func record(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        var recorded: [Diagnostic] = []
        let token = addObserver { recorded.append($0) }
        defer { removeObserver(token) }
        try body()
        return recorded
    }
}
