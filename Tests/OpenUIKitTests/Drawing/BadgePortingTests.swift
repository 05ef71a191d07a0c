import OpenUIKit
import Testing

/// The notification badge of `PortedCountBadge.swift`, ported from UIKit by its imports alone, in
/// Swift 6 language mode.
@MainActor
@Suite struct BadgePortingTests {
    /// A badge sized to fit `count`, in a runtime of its own (the estimating measurer).
    func badge(_ count: Int, _ body: (PortedCountBadge) -> Void) {
        AppRuntime().run {
            let badge = PortedCountBadge(frame: .zero)
            badge.count = count
            badge.frame.size = badge.intrinsicContentSize
            body(badge)
        }
    }

    @Test func theBadgeGrowsWithItsCountAndStaysAtLeastRound() {
        var sizes: [CGSize] = []
        for count in [1, 42, 150] { badge(count) { sizes.append($0.frame.size) } }
        #expect(sizes[0].width == sizes[0].height)
        #expect(sizes[1].width > sizes[0].width && sizes[2].width > sizes[1].width)
        #expect(sizes.allSatisfy { $0.height == sizes[0].height && $0.height > 13 })
    }

    @Test func drawsACapsuleWithTheCountCentredInWhite() {
        badge(150) { badge in
            let commands = badge.contentDisplayList.commands
            #expect(commands.count == 2)
            guard case let .fillPath(capsule, color, _, _) = commands.first, case let .text(run) = commands.last else {
                Issue.record("expected the capsule, then the count: \(commands)")
                return
            }
            #expect(color == .systemRed && capsule.bounds() == badge.bounds)
            #expect(run.text == "99+" && run.color == .white && run.font == .boldSystemFont(ofSize: 13))
            #expect(run.alignment == .center && run.frame.minX == 0 && run.frame.width == badge.bounds.width)
            #expect(run.frame.midY == badge.bounds.midY)
        }
    }

    @Test func aZeroCountDrawsNothing() {
        badge(0) { badge in
            #expect(badge.intrinsicContentSize == .zero)
            #expect(badge.contentDisplayList.commands.isEmpty)
        }
    }
}
