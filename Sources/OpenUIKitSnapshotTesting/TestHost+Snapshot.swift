import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitTesting
import Testing

/// The one-line pixel snapshot of a ``TestHost``'s screen: `host.assertSnapshot(named: "checkout")`.
extension TestHost {
    /// Lays the window out, draws it with Cairo and Pango at `scale`, and compares it with the reference
    /// PNG `name` kept beside the test file (``SnapshotVerifier``: `__Snapshots__/<TestFile>/name.png`,
    /// recorded with `SNAPSHOT_RECORD=1`); a difference or a missing reference fails the test, naming
    /// the actual and diff images.
    ///
    /// Text is drawn by Pango, so it must be measured by Pango too, or titles sized by the engine's
    /// estimate come out truncated — the trap of a host made without the renderer's measurer. So when
    /// the host measures with another measurer, this installs ``PangoTextMeasurer`` on its runtime first
    /// (``AppRuntime/textMeasurer``: labels measure and lay out again, as when a window host installs it);
    /// frames an app computed from an earlier measurement keep their size.
    public func assertSnapshot(named name: String, scale: CGFloat = 1, tolerance: SnapshotTolerance = .exact,
                               testFile: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        if !(runtime.textMeasurer is PangoTextMeasurer) { runtime.textMeasurer = PangoTextMeasurer() }
        advance(by: 0)
        do {
            let pixels = run { Renderer().render(window, scale: scale) }
            try SnapshotVerifier(testFile: testFile, tolerance: tolerance).verify(pixels, named: name)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }
}
