import Foundation

/// Why a rendering did not match its reference image, with the files written to inspect it.
///
/// Thrown by ``SnapshotVerifier/verify(_:named:)``; its description names the reference, the actual
/// image and the diff image (differing pixels in red over a faded reference), so a failing test's
/// output says where to look.
public struct SnapshotMismatch: Error, Sendable, CustomStringConvertible {
    public let name: String
    public let reason: String
    public let referenceURL: URL
    /// The rendering that was checked, written as PNG.
    public let actualURL: URL?
    /// Red where pixels differ, the faded reference elsewhere; nil when there was no reference.
    public let diffURL: URL?

    public var description: String {
        var lines = ["Snapshot \"\(name)\": \(reason)", "  reference: \(referenceURL.path)"]
        if let actualURL { lines.append("  actual:    \(actualURL.path)") }
        if let diffURL { lines.append("  diff:      \(diffURL.path)") }
        lines.append("  If the change is intended, re-record with \(SnapshotVerifier.recordVariable)=1.")
        return lines.joined(separator: "\n")
    }
}
