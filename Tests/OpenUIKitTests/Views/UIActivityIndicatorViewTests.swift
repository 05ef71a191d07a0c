import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIActivityIndicatorViewTests {
    private func spokeColors(_ view: UIView) -> [UIColor] {
        view.contentDisplayList.commands.compactMap { if case .line(_, _, let color, _) = $0 { color } else { nil } }
    }

    @Test func stylesHaveUIKitsRawValuesSizesAndColors() {
        #expect([UIActivityIndicatorView.Style.whiteLarge, .white, .gray, .medium, .large].map(\.rawValue)
                 == [0, 1, 2, 100, 101])
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).bounds.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    }

    @Test func colorOverridesTheStylesUntilReset() {
        let view = UIActivityIndicatorView(style: .white)
        view.color = .red
        view.style = .gray
        #expect(view.color == .red)
        #expect(spokeColors(view).first == .red)
        view.color = nil
        #expect(view.color == UIActivityIndicatorView.Style.gray.defaultColor)
    }

    @Test func drawsOneLinePerSpokeWithTheHeadOpaque() {
        let view = UIActivityIndicatorView(style: .medium)
        let colors = spokeColors(view)
        #expect(colors.count == 8)
        #expect(colors[0].alpha == 1)
        #expect(colors[1].alpha < colors[7].alpha)
        #expect(spokeColors(UIActivityIndicatorView(style: .gray)).count == 12)
    }

    @Test func animatesOnTheSchedulerOnlyWhileAnimatingInAWindow() {
        let host = TestHost()
        let baseline = host.scheduler.pendingCount
        let view = UIActivityIndicatorView(style: .medium)
        #expect(view.isHidden)
        view.startAnimating()
        #expect(view.isAnimating && !view.isHidden)
        #expect(host.scheduler.pendingCount == baseline)

        host.window.addSubview(view)
        #expect(host.scheduler.pendingCount == baseline + 1)
        let before = spokeColors(view)
        host.advance(by: 1.0 / 8)
        #expect(view.phase == 1)
        #expect(spokeColors(view) != before)
        host.advance(by: 2.0 / 8)
        #expect(view.phase == 3)

        view.removeFromSuperview()
        #expect(host.scheduler.pendingCount == baseline)
        host.advance(by: 1)
        #expect(view.phase == 3)
        host.window.addSubview(view)
        host.advance(by: 1.0 / 8)
        #expect(view.phase == 4)

        view.stopAnimating()
        #expect(!view.isAnimating && view.isHidden)
        #expect(host.scheduler.pendingCount == baseline)
        #expect(host.runUntilIdle())
    }

    @Test func hidesWhenStoppedCanBeTurnedOff() {
        let view = UIActivityIndicatorView(style: .large)
        view.hidesWhenStopped = false
        #expect(!view.isHidden)
        view.startAnimating()
        view.stopAnimating()
        #expect(!view.isHidden)
        view.hidesWhenStopped = true
        #expect(view.isHidden)
    }

    @Test func changingStyleWhileAnimatingKeepsOneTimer() {
        let host = TestHost()
        let view = UIActivityIndicatorView(style: .gray)
        host.window.addSubview(view)
        view.startAnimating()
        let running = host.scheduler.pendingCount
        view.style = .large
        #expect(host.scheduler.pendingCount == running)
        host.advance(by: 1.0 / 8)
        #expect(view.phase == 1)
        view.stopAnimating()
    }
}
