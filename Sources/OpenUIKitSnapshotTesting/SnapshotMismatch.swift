import Foundation

/// Why a rendering did not match its reference image, with the files written to inspect it.
///
/// Thrown by ``SnapshotVerifier/verify(_:named:)``; its description names the reference, the actual
/// image and the diff image (differing pixels in red over a faded reference), so a failing test's
/// output says where to look.
public struct SnapshotMismatch: Error, Sendable, CustomStringConvertible {
    /// The snapshot's name, as the test gave it to `verify`.
    public let name: String
    /// What differed: a missing reference, another size, or how many pixels differ and by how much.
    public let reason: String
    /// The reference image the rendering was compared with (or should be recorded to).
    public let referenceURL: URL
    /// The rendering that was checked, written as PNG.
    public let actualURL: URL?
    /// Red where pixels differ, the faded reference elsewhere; nil when there was no reference.
    public let diffURL: URL?

    /// The reason and the paths of the reference, actual and diff images, one per line.
    public var description: String {
        var lines = ["Snapshot \"\(name)\": \(reason)", "  reference: \(referenceURL.path)"]
        if let actualURL { lines.append("  actual:    \(actualURL.path)") }
        if let diffURL { lines.append("  diff:      \(diffURL.path)") }
        lines.append("  If the change is intended, re-record with \(SnapshotVerifier.recordVariable)=1.")
        return lines.joined(separator: "\n")
    }
}
