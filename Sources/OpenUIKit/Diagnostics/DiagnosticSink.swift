import Logging

/// Where one runtime's diagnostics go: a swift-log `Logger` labelled `OpenUIKit` (UIKit writes the
/// same cases to the console) and the observers registered here.
///
/// One per ``AppRuntime``, so an observer hears its own app's reports only: a test counting warnings
/// across `await`s is not fooled by another test running in between. ``Diagnostics`` reaches the
/// current runtime's sink.
@MainActor
public final class DiagnosticSink {
    /// A function that hears every diagnostic reported to the sink, on the main actor.
    public typealias Observer = @MainActor (Diagnostic) -> Void

    private static let logger = Logger(label: "OpenUIKit")
    private var observers: [Int: Observer] = [:]
    private var nextObserverID = 0

    /// Whether reports are written to the log. Observers hear every report either way; a fuzzer that
    /// feeds thousands of malformed events on purpose turns the log off and counts reports instead.
    public var isLoggingEnabled = true

    /// A sink with no observers that logs: a runtime makes its own.
    public init() {}

    /// Reports a diagnostic to the log (unless ``isLoggingEnabled`` is false) and to every observer.
    public func report(_ diagnostic: Diagnostic) {
        if isLoggingEnabled {
            switch diagnostic.severity {
            case .warning: Self.logger.warning("\(diagnostic.code): \(diagnostic.message)")
            case .error: Self.logger.error("\(diagnostic.code): \(diagnostic.message)")
            }
        }
        for observer in observers.values { observer(diagnostic) }
    }

    /// Reports a warning: input that was ignored.
    public func warn(_ code: String, _ message: String) {
        report(Diagnostic(code: code, severity: .warning, message: message))
    }

    /// Registers an observer and returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping Observer) -> DiagnosticObserverToken {
        nextObserverID += 1
        observers[nextObserverID] = observer
        return DiagnosticObserverToken(sink: self, id: nextObserverID)
    }

    /// Removes the observer `token` names; a token of another sink removes nothing here.
    public func removeObserver(_ token: DiagnosticObserverToken) {
        guard token.sink === self else { return }
        observers[token.id] = nil
    }

    /// Runs `body` and returns every diagnostic reported here while it ran.
    public func record(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        var recorded: [Diagnostic] = []
        let token = addObserver { recorded.append($0) }
        defer { removeObserver(token) }
        try body()
        return recorded
    }
}
