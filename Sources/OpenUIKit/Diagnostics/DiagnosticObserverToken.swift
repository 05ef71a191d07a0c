import Foundation

/// What ``Diagnostics/addObserver(_:)`` and ``DiagnosticSink/addObserver(_:)`` return: names the
/// observer and the sink it was registered on, so removing it reaches that sink whichever runtime is
/// current by then (a test that makes a `TestHost` after registering removes its own observer, not
/// one of the host's).
public struct DiagnosticObserverToken: Sendable {
    /// The sink the observer is registered on; weak: a token does not keep an app's sink alive.
    weak var sink: DiagnosticSink?
    /// The observer's number within its sink.
    let id: Int
}
