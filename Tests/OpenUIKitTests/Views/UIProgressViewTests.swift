import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// UIProgressView's clamping, animation on the scheduler, drawing and Foundation Progress observation.
@MainActor
@Suite struct UIProgressViewTests {
    /// The width of the fill: the last fill command's width (the track comes first).
    private func fillWidth(_ view: UIProgressView) -> CGFloat? {
        let fills = view.contentDisplayList.commands.compactMap { if case .fill(let rect, _, _) = $0 { rect } else { nil } }
        return fills.count == 2 ? fills[1].width : nil
    }

    @Test func progressIsPinnedToZeroThroughOne() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.progress = -0.5
        #expect(view.progress == 0)
        view.progress = .nan
        #expect(view.progress == 0)
        view.setProgress(0.25, animated: false)
        #expect(view.progress == 0.25)
    }

    @Test func stylesHaveUIKitsRawValuesAndHeights() {
        #expect(UIProgressView.Style.default.rawValue == 0 && UIProgressView.Style.bar.rawValue == 1)
        let view = UIProgressView(progressViewStyle: .bar)
        #expect(view.progressViewStyle == .bar)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2.5))
        #expect(UIProgressView(frame: .zero).intrinsicContentSize.height == 4)
    }

    @Test func drawsTheTrackThenTheFillInTheTints() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.5
        let commands = view.contentDisplayList.commands
        guard case .fill(let track, let trackColor, let radius)? = commands.first else {
            Issue.record("no track")
            return
        }
        #expect(track.width == 200 && radius == 2 && trackColor == UIProgressView.defaultTrackColor)
        #expect(fillWidth(view) == 100)
        view.progressTintColor = .red
        view.trackTintColor = .green
        let colors = view.contentDisplayList.commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
        #expect(colors == [.green, .red])
    }

    @Test func imagesReplaceTheColors() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        view.progress = 0.25
        view.trackImage = UIImage(size: CGSize(width: 4, height: 4))
        view.progressImage = UIImage(size: CGSize(width: 4, height: 4))
        let rects = view.contentDisplayList.commands.compactMap { if case .image(_, let rect, _, _) = $0 { rect } else { nil } }
        #expect(rects.map(\.width) == [100, 25])
    }

    @Test func animatedProgressSlidesOnTheSchedulerAndStops() {
        let host = TestHost()
        let baseline = host.scheduler.pendingCount
        let view = UIProgressView(frame: CGRect(x: 0, y: 100, width: 200, height: 4))
        host.window.addSubview(view)
        view.setProgress(1, animated: true)
        #expect(view.progress == 1)
        #expect(fillWidth(view) == nil)
        host.advance(by: UIProgressView.animationDuration / 2)
        let halfway = view.displayedProgress
        #expect(halfway > 0.3 && halfway < 0.7)
        host.advance(by: UIProgressView.animationDuration)
        #expect(view.displayedProgress == 1)
        #expect(fillWidth(view) == 200)
        #expect(host.scheduler.pendingCount == baseline)
    }

    @Test func animatingOutsideAWindowJumps() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.setProgress(0.5, animated: true)
        #expect(view.displayedProgress == 0.5)
    }

    @Test func followsAnObservedProgressUntilItFinishes() {
        let host = TestHost()
        let baseline = host.scheduler.pendingCount
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        let view = UIProgressView(frame: CGRect(x: 0, y: 100, width: 200, height: 4))
        view.observedProgress = task
        #expect(view.progress == 0.25)
        #expect(host.scheduler.pendingCount == baseline)
        host.window.addSubview(view)
        task.completedUnitCount = 3
        host.advance(by: UIProgressView.frameInterval)
        #expect(view.progress == 0.75)
        #expect(fillWidth(view) == 150)
        task.completedUnitCount = 4
        host.advance(by: UIProgressView.frameInterval)
        #expect(view.progress == 1)
        #expect(host.scheduler.pendingCount == baseline)

        let next = Progress(totalUnitCount: 2)
        view.observedProgress = next
        #expect(view.progress == 0)
        view.observedProgress = nil
        #expect(host.scheduler.pendingCount == baseline)
        view.removeFromSuperview()
    }
}
