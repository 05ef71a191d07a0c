import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIFontMetricsTests {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test func aCustomFontScalesAsItsTextStyle() throws {
        let custom = try #require(UIFont(name: "Georgia", size: 17))
        let body = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: traits(.accessibilityExtraExtraExtraLarge))
        #expect(body.pointSize == 53, "17 pt at the default size grows as body text: 17 → 53")
        #expect(body.fontName == "Georgia")
        let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: traits(.extraSmall))
        #expect(abs(title.pointSize - 17 * 25 / 28) < 0.0001)
        #expect(UIFontMetrics.default.scaledFont(for: custom, compatibleWith: traits(.large)).pointSize == 17)
    }

    @Test func theMaximumCapsTheSize() throws {
        let host = TestHost()
        let custom = try #require(UIFont(name: "Georgia", size: 20))
        host.runtime.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30).pointSize == 30)
        #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize > 30)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: .nan).pointSize > 30,
                "an unusable maximum is no maximum")
    }

    @Test func valuesScale() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 44, compatibleWith: traits(.large)) == 44)
        #expect(metrics.scaledValue(for: 17, compatibleWith: traits(.extraExtraLarge)) == 21)
        let host = TestHost()
        host.runtime.preferredContentSizeCategory = .extraSmall
        #expect(metrics.scaledValue(for: 17) == 14)
    }

    @Test func aScaledFontKeepsScalingWithItsCap() throws {
        let custom = try #require(UIFont(name: "Georgia-Bold", size: 17))
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: traits(.large))
        #expect(scaled.adjusted(to: .extraExtraExtraLarge).pointSize == 23)
        #expect(scaled.adjusted(to: .extraExtraExtraLarge).weight == .bold)
        let capped = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: traits(.large))
        #expect(capped.adjusted(to: .extraSmall).pointSize == 14)
    }
}
