import Foundation

/// What ``Diagnostics/addObserver(_:)`` and ``DiagnosticSink/addObserver(_:)`` return: names the
/// observer and the sink it was registered on, so removing it reaches that sink whichever runtime is
/// current by then (a test that makes a `TestHost` after registering removes its own observer, not
/// one of the host's).
public struct DiagnosticObserverToken: Sendable {
    /// The sink the observer is registered on. Strong, though a token then keeps its app's sink (not the
    /// app) alive: a weak reference would give the sink a side table, which LeakSanitizer reports as
    /// leaked for a sink alive at exit (the Swift runtime stores its address encoded).
    let sink: DiagnosticSink
    /// The observer's number within its sink.
    let id: Int
}
