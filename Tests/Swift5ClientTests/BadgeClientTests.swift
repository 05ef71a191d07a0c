import OpenUIKit
import OpenUIKitTesting
import Testing

/// The notification badge of `BadgePortingTests` (OpenUIKitTests) in a Swift 5 language-mode client,
/// as most apps still build: `PortedCountBadge.swift` here is a link to the same source, so it is the
/// very file that compiles in both language modes with only its imports changed.
@MainActor
@Suite struct BadgeClientTests {
    @Test func drawsItsCountCentredOverTheCapsule() {
        AppRuntime().run {
            let badge = PortedCountBadge(frame: .zero)
            badge.count = 7
            badge.frame.size = badge.intrinsicContentSize
            let runs = badge.contentDisplayList.textRuns
            #expect(runs.map(\.text) == ["7"])
            #expect(runs.first?.alignment == .center && runs.first?.frame.midY == badge.bounds.midY)
        }
    }
}
