/// Where the engine reports refused input and misuse: the ``DiagnosticSink`` of the current
/// ``AppRuntime`` (the runtime running the code, or the one the current test created).
///
/// Every report goes to the log and to the sink's observers. ``record(_:)`` collects the reports of
/// one block, which is how tests check that bad input was noticed and not silently lost.
@MainActor
public enum Diagnostics {
    /// A function that hears every diagnostic reported to the current runtime's sink.
    public typealias Observer = DiagnosticSink.Observer

    /// The current runtime's sink.
    private static var sink: DiagnosticSink { AppRuntime.current.diagnostics }

    /// Whether the current runtime's reports are written to the log (``DiagnosticSink/isLoggingEnabled``).
    public static var isLoggingEnabled: Bool {
        get { sink.isLoggingEnabled }
        set { sink.isLoggingEnabled = newValue }
    }

    /// Reports a diagnostic to the current runtime's log and observers.
    public static func report(_ diagnostic: Diagnostic) {
        sink.report(diagnostic)
    }

    /// Reports a warning: input that was ignored.
    public static func warn(_ code: String, _ message: String) {
        sink.warn(code, message)
    }

    /// Registers an observer on the current runtime's sink and returns a token for ``removeObserver(_:)``.
    @discardableResult
    public static func addObserver(_ observer: @escaping Observer) -> DiagnosticObserverToken {
        sink.addObserver(observer)
    }

    /// Removes the observer from the sink it was registered on (the token names it), whichever runtime
    /// is current now; a sink that is gone took its observers with it.
    public static func removeObserver(_ token: DiagnosticObserverToken) {
        token.sink.removeObserver(token)
    }

    /// Runs `body` and returns every diagnostic the current runtime reported while it ran.
    public static func record(_ body: () throws -> Void) rethrows -> [Diagnostic] {
        try sink.record(body)
    }
}
