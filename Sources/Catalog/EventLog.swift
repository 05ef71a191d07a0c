import Foundation

/// What the Catalog did, one line per user-visible action ("tap: Present formSheet", "delegate:
/// didDismissModalView"), printed on standard output with `--log-events`.
///
/// The end-to-end script drives the real binary with X pointer events and reads these lines next to
/// its screenshots, so each line is written at once (standard output is block-buffered when a script
/// reads it). Lines are also kept in memory so the Catalog's tests can read them.
@MainActor
enum EventLog {
    /// Whether lines are printed (`--log-events`).
    static var isPrinting = false
    /// Every line recorded since launch (or since the last ``reset()``).
    private(set) static var lines: [String] = []

    static func record(_ line: String) {
        lines.append(line)
        if isPrinting { say(line) }
    }

    static func reset() {
        lines.removeAll()
    }
}

/// Writes a line to standard output at once.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
