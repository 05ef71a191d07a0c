/// One message the engine reports about input or API use it did not accept.
///
/// UIKit logs such cases to the console ("Warning: Attempt to present … which is already presenting")
/// or raises an exception. OpenUIKit never crashes on them: it reports a `Diagnostic` through
/// ``Diagnostics`` and carries on, so tests can assert exactly what was refused and why.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious the refused input was.
    public enum Severity: String, Sendable {
        /// Ignored input, as UIKit ignores it with a console warning.
        case warning
        /// A call UIKit refuses with an exception; the engine left its state unchanged.
        case error
    }

    /// A short, stable name for the kind of problem, e.g. `"touch.upWithoutDown"`.
    public let code: String
    public let severity: Severity
    public let message: String

    public init(code: String, severity: Severity, message: String) {
        self.code = code
        self.severity = severity
        self.message = message
    }

    public var description: String { "[\(severity.rawValue)] \(code): \(message)" }
}
