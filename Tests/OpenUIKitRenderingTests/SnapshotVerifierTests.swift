import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

@Suite struct SnapshotVerifierTests {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("openuikit-snapshot-tests-\(UUID().uuidString)")

    func verifier(recording: Bool = false, tolerance: SnapshotTolerance = .exact) -> SnapshotVerifier {
        SnapshotVerifier(referenceDirectory: root.appendingPathComponent("references"),
                         failureDirectory: root.appendingPathComponent("failures"),
                         isRecording: recording, tolerance: tolerance)
    }

    func sample(_ pixel: UInt32 = 0xFF00_7AFF) -> PixelBuffer {
        PixelBuffer(width: 4, height: 3, scale: 1, pixels: [UInt32](repeating: pixel, count: 12))!
    }

    func exists(_ url: URL?) -> Bool {
        url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
    }

    @Test func recordedReferenceVerifies() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try verifier(recording: true).verify(sample(), named: "blue")
        #expect(exists(verifier().referenceURL(named: "blue")))
        try verifier().verify(sample(), named: "blue")
    }

    @Test func missingReferenceFailsAndWritesTheActualImage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let error = try #require(throws: SnapshotMismatch.self) { try verifier().verify(sample(), named: "absent") }
        #expect(error.reason == "no reference image")
        #expect(exists(error.actualURL))
        #expect(error.diffURL == nil)
        #expect(error.description.contains(error.actualURL!.path))
        #expect(error.description.contains("SNAPSHOT_RECORD=1"))
    }

    @Test func mismatchWritesActualAndDiffImagesAndNamesThem() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try verifier(recording: true).verify(sample(), named: "button")
        var changed = sample()
        changed.setPixel(0xFFFF_FFFF, x: 1, y: 1)
        let error = try #require(throws: SnapshotMismatch.self) { try verifier().verify(changed, named: "button") }
        #expect(error.reason.hasPrefix("1 of 12 pixels differ"))
        let actualURL = try #require(error.actualURL), diffURL = try #require(error.diffURL)
        #expect(error.description.contains(actualURL.path) && error.description.contains(diffURL.path))
        #expect(error.description.contains(error.referenceURL.path))
        #expect(try PixelBuffer(pngData: Data(contentsOf: actualURL)) == changed)
        let diff = try PixelBuffer(pngData: Data(contentsOf: diffURL))
        #expect(diff.pixel(x: 1, y: 1) == 0xFFFF_0000)
        #expect(diff.pixels.filter { $0 == 0xFFFF_0000 }.count == 1)
    }

    @Test func toleranceAcceptsSmallDifferences() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try verifier(recording: true).verify(sample(), named: "near")
        var nearly = sample()
        nearly.setPixel(0xFF02_7AFF, x: 0, y: 0)
        nearly.setPixel(0xFF00_7AF0, x: 1, y: 0)
        nearly.setPixel(0, x: 9, y: 9)   // outside: ignored
        #expect(throws: SnapshotMismatch.self) { try verifier().verify(nearly, named: "near") }
        try verifier(tolerance: SnapshotTolerance(maxChannelDifference: 2, maxDifferingPixels: 1))
            .verify(nearly, named: "near")
    }

    @Test func differentSizeIsAMismatch() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try verifier(recording: true).verify(sample(), named: "sized")
        let wider = PixelBuffer(width: 5, height: 3, scale: 1, pixels: [UInt32](repeating: 0xFF00_7AFF, count: 15))!
        let error = try #require(throws: SnapshotMismatch.self) {
            try verifier(tolerance: SnapshotTolerance(maxChannelDifference: 255, maxDifferingPixels: 100))
                .verify(wider, named: "sized")
        }
        #expect(error.reason == "size 5×3 px, reference 4×3 px")
        #expect(exists(error.diffURL))
    }

    @Test func environmentChoosesRecordModeAndFailureFolder() {
        let plain = SnapshotVerifier(environment: [:])
        #expect(!plain.isRecording)
        #expect(plain.referenceDirectory.path.hasSuffix("Tests/OpenUIKitRenderingTests/__Snapshots__/SnapshotVerifierTests"))
        #expect(plain.failureDirectory.path.hasSuffix("snapshots-out/failures/SnapshotVerifierTests"))
        #expect(FileManager.default.fileExists(atPath: plain.failureDirectory.deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift").path))
        let recording = SnapshotVerifier(environment: ["SNAPSHOT_RECORD": "1", "SNAPSHOT_FAILURES_DIR": "/tmp/out"])
        #expect(recording.isRecording)
        #expect(recording.failureDirectory.path == "/tmp/out/SnapshotVerifierTests")
        #expect(!SnapshotVerifier(environment: ["SNAPSHOT_RECORD": "0"]).isRecording)
    }
}
