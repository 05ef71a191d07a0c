import Foundation
import OpenUIKit
import OpenUIKitRendering

/// Compares renderings with reference PNGs kept in the repository.
///
/// ```swift
/// @Test func roundedCard() throws {
///     let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
///     card.backgroundColor = .systemBlue
///     try SnapshotVerifier().verify(Renderer().render(card, scale: 2), named: "roundedCard@2x")
/// }
/// ```
///
/// - References live beside the test file: `<test folder>/__Snapshots__/<TestFile>/<name>.png`
///   (exclude `__Snapshots__` from the test target in Package.swift).
/// - Record mode: with `SNAPSHOT_RECORD=1` in the environment, ``verify(_:named:)`` writes the
///   reference and passes. Without it, a missing reference is a failure (and the rendering is written
///   as the "actual" image), so a forgotten reference never passes silently.
/// - On a mismatch the rendering and a diff image are written to the failure folder —
///   `SNAPSHOT_FAILURES_DIR`, or `snapshots-out/failures/<TestFile>/` at the package root — and the
///   thrown ``SnapshotMismatch`` names both files.
///
/// Comparison is of decoded pixels, not PNG bytes, so references are independent of the PNG encoder.
public struct SnapshotVerifier: Sendable {
    /// The environment variable that turns on record mode.
    public static let recordVariable = "SNAPSHOT_RECORD"
    /// The environment variable naming the folder failure images are written to.
    public static let failuresVariable = "SNAPSHOT_FAILURES_DIR"

    /// Where reference images are read from and recorded to, one PNG per snapshot name.
    public var referenceDirectory: URL
    /// Where the actual and diff images of a mismatch are written.
    public var failureDirectory: URL
    /// Whether `verify` writes the rendering as the new reference instead of comparing.
    public var isRecording: Bool
    /// How far a rendering may stray from its reference and still match.
    public var tolerance: SnapshotTolerance

    /// A verifier with explicit folders, for tools and tests that keep references elsewhere.
    public init(referenceDirectory: URL, failureDirectory: URL, isRecording: Bool = false,
                tolerance: SnapshotTolerance = .exact) {
        self.referenceDirectory = referenceDirectory
        self.failureDirectory = failureDirectory
        self.isRecording = isRecording
        self.tolerance = tolerance
    }

    /// The verifier for the test file that calls it: references in `__Snapshots__/<TestFile>/` beside
    /// it; record mode and the failure folder from the environment, as described above.
    public init(testFile: StaticString = #filePath, tolerance: SnapshotTolerance = .exact,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: "\(testFile)")
        let testName = file.deletingPathExtension().lastPathComponent
        let failures = environment[Self.failuresVariable].map { URL(fileURLWithPath: $0) }
            ?? Self.packageRoot(containing: file).appendingPathComponent("snapshots-out/failures")
        let recordValue = environment[Self.recordVariable]?.lowercased() ?? ""
        self.init(
            referenceDirectory: file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testName),
            failureDirectory: failures.appendingPathComponent(testName),
            isRecording: ["1", "true", "yes", "all"].contains(recordValue),
            tolerance: tolerance
        )
    }

    /// Where the reference image called `name` is kept.
    public func referenceURL(named name: String) -> URL {
        referenceDirectory.appendingPathComponent("\(name).png")
    }

    /// Checks `buffer` against the reference called `name`, or records it in record mode.
    /// Throws ``SnapshotMismatch`` when there is no reference or the pixels differ beyond the tolerance.
    public func verify(_ buffer: PixelBuffer, named name: String) throws {
        let referenceURL = referenceURL(named: name)
        if isRecording {
            try buffer.writePNG(to: referenceURL)
            return
        }
        let actualURL = failureDirectory.appendingPathComponent("\(name).actual.png")
        let diffURL = failureDirectory.appendingPathComponent("\(name).diff.png")
        guard let data = try? Data(contentsOf: referenceURL) else {
            try buffer.writePNG(to: actualURL)
            throw SnapshotMismatch(name: name, reason: "no reference image", referenceURL: referenceURL,
                                   actualURL: actualURL, diffURL: nil)
        }
        let reference: PixelBuffer
        do {
            reference = try PixelBuffer(pngData: data, scale: buffer.scale)
        } catch {
            try buffer.writePNG(to: actualURL)
            throw SnapshotMismatch(name: name, reason: "the reference image cannot be read (\(error))",
                                   referenceURL: referenceURL, actualURL: actualURL, diffURL: nil)
        }
        if reference.pixels == buffer.pixels && reference.width == buffer.width { return }
        let diff = SnapshotDiff(actual: buffer, reference: reference, tolerance: tolerance)
        guard !diff.sizesMatch || diff.differingPixels > tolerance.maxDifferingPixels else { return }
        try buffer.writePNG(to: actualURL)
        try diff.image.writePNG(to: diffURL)
        let reason = diff.sizesMatch
            ? "\(diff.differingPixels) of \(buffer.width * buffer.height) pixels differ "
                + "(largest channel difference \(diff.largestChannelDifference))"
            : "size \(buffer.width)×\(buffer.height) px, reference \(reference.width)×\(reference.height) px"
        throw SnapshotMismatch(name: name, reason: reason, referenceURL: referenceURL, actualURL: actualURL,
                               diffURL: diffURL)
    }

    /// Renders `view` with ``Renderer`` at `scale` and verifies it as `name`.
    @MainActor
    public func verify(_ view: UIView, named name: String, scale: CGFloat = 1) throws {
        try verify(Renderer().render(view, scale: scale), named: name)
    }

    /// The nearest folder above `file` that holds a Package.swift; the file's own folder if none does.
    private static func packageRoot(containing file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}
