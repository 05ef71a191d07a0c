import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
@testable import Catalog

/// The Catalog's "Segments, Pages & Progress" screen, driven through the window's input in virtual time.
@MainActor
@Suite struct SegmentsScreenTests {
    private typealias Fixture = CatalogScreenFixture<SegmentsViewController>

    /// The window point at `x` in `control`, halfway down.
    private func point(_ x: CGFloat, in control: UIView, of host: TestHost) -> CGPoint {
        control.convert(CGPoint(x: x, y: control.bounds.midY), to: host.window)
    }

    @Test func theAmountSegmentsAnimateTheProgressBar() throws {
        let fixture = try Fixture(.segments)
        let (host, screen) = (fixture.host, fixture.screen)
        let control = screen.amountControl
        host.tap(at: point(control.bounds.width * 5 / 6, in: control, of: host))
        #expect(control.selectedSegmentIndex == 2)
        #expect(screen.progressView.progress == 1)
        host.advance(by: 1)
        let fills = screen.progressView.contentDisplayList.commands.compactMap {
            if case .fill(let rect, _, _) = $0 { rect.width } else { nil }
        }
        #expect(fills == [screen.progressView.bounds.width, screen.progressView.bounds.width], "filled all the way")
        host.drag(from: point(control.bounds.width * 5 / 6, in: control, of: host),
                  to: point(control.bounds.width / 2, in: control, of: host))
        #expect(screen.progressView.progress == 0.5)
        #expect(EventLog.lines == ["valueChanged: amount 100%", "valueChanged: amount 50%"])
    }

    @Test func theStyleSegmentsRunTheirActionsAndTheDisabledOneIsIgnored() throws {
        let fixture = try Fixture(.segments)
        let (host, screen) = (fixture.host, fixture.screen)
        let control = screen.styleControl
        host.tap(at: point(control.bounds.width / 2, in: control, of: host))
        #expect(screen.activityIndicator.style == .large)
        host.tap(at: point(control.bounds.width * 5 / 6, in: control, of: host))
        #expect(screen.activityIndicator.style == .large && control.selectedSegmentIndex == 1)
        #expect(EventLog.lines == ["action: indicator Large"])
    }

    @Test func thePageControlPagesAndTheStepButtonAdvancesTheObservedProgress() throws {
        let fixture = try Fixture(.segments)
        let (host, screen) = (fixture.host, fixture.screen)
        let pages = screen.pageControl
        host.tap(at: point(pages.bounds.width - 4, in: pages, of: host))
        #expect(screen.pageLabel.text == "Page 2 of 3")
        host.tap(screen.stepButton)
        host.advance(by: 0.1)
        #expect(screen.observedProgressView.progress == 0.25)
        #expect(EventLog.lines == ["valueChanged: page 2", "tap: Step (1/4)"])
    }
}
