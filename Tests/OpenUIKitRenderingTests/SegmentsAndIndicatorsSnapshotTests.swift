import Foundation
import OpenUIKit
import OpenUIKitRendering
import OpenUIKitSnapshotTesting
import Testing

/// The segmented control, page control, progress view and activity indicators as iOS 17 draws them,
/// rendered with Cairo at 1× and 2× and compared with `__Snapshots__/SegmentsAndIndicatorsSnapshotTests/`.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter SegmentsAndIndicatorsSnapshotTests`.
@MainActor
@Suite struct SegmentsAndIndicatorsSnapshotTests {
    let snapshots = SnapshotVerifier()

    /// A white panel with, top to bottom: a segmented control (second selected, third disabled), a
    /// segmented control with a tinted thumb and white selected title, a page control, two progress bars and the medium
    /// and large indicators.
    private func panel() -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 220))
        panel.backgroundColor = .white
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 10, y: 10, width: 220, height: 32)
        segments.selectedSegmentIndex = 1
        segments.setEnabled(false, forSegmentAt: 2)
        panel.addSubview(segments)

        let tinted = UISegmentedControl(items: ["A", "B", "C", "D"])
        tinted.frame = CGRect(x: 10, y: 52, width: 220, height: 32)
        tinted.selectedSegmentIndex = 0
        tinted.selectedSegmentTintColor = .systemBlue
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        panel.addSubview(tinted)

        let pages = UIPageControl(frame: CGRect(x: 10, y: 94, width: 220, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .black
        panel.addSubview(pages)

        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 10, y: 132, width: 220, height: 4)
        progress.progress = 0.6
        panel.addSubview(progress)
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 10, y: 146, width: 220, height: 2.5)
        bar.progress = 0.3
        bar.progressTintColor = .systemGreen
        panel.addSubview(bar)

        let medium = UIActivityIndicatorView(style: .medium)
        medium.frame.origin = CGPoint(x: 20, y: 165)
        medium.hidesWhenStopped = false
        panel.addSubview(medium)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 60, y: 165)
        large.color = .systemBlue
        large.hidesWhenStopped = false
        panel.addSubview(large)
        return panel
    }

    /// Built in a runtime made by the renderer, so titles are measured with Pango as they are drawn.
    @Test func segmentsPagesProgressAndIndicators() throws {
        let runtime = Renderer.makeRuntime(screen: UIScreen(device: .iPhoneSE))
        let (view, buffer) = try runtime.run {
            let view = panel()
            view.layoutIfNeeded()
            try snapshots.verify(view, named: "segmentsPagesProgressAndIndicators")
            try snapshots.verify(view, named: "segmentsPagesProgressAndIndicators@2x", scale: 2)
            return (view, Renderer().render(view, scale: 1))
        }
        #expect(view.subviews.count == 7)
        // The selected "Week" segment's thumb is white over the gray track; the blue thumb is blue.
        #expect(buffer.color(at: CGPoint(x: 120, y: 14)) == PixelColor(red: 255, green: 255, blue: 255))
        #expect(buffer.color(at: CGPoint(x: 20, y: 56)) == PixelColor(red: 0, green: 122, blue: 255))
    }
}
