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
    /// Whether the input was ignored (a warning) or a call refused where UIKit raises (an error).
    public let severity: Severity
    /// What happened and what the engine did instead, in words, with UIKit's wording where UIKit logs one.
    public let message: String

    /// A diagnostic with a stable `code` (`"area.problem"`), for code that reports its own misuse the
    /// engine's way.
    public init(code: String, severity: Severity, message: String) {
        self.code = code
        self.severity = severity
        self.message = message
    }

    /// `[severity] code: message`, the form the log shows.
    public var description: String { "[\(severity.rawValue)] \(code): \(message)" }
}
