import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// `preferredFont(forTextStyle:)` against Apple's Human Interface Guidelines Dynamic Type tables.
@MainActor
@Suite struct UIFontDynamicTypeTests {
    private static let allStyles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]

    private func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    @Test func theDefaultSizesAreTheHIGsLargeColumn() {
        let sizes = Self.allStyles.map { size($0, .large) }
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    @Test func theSmallestAndLargestCategoriesMatchTheHIG() {
        #expect(Self.allStyles.map { size($0, .extraSmall) } == [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        #expect(Self.allStyles.map { size($0, .extraExtraExtraLarge) } == [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17])
        #expect(Self.allStyles.map { size($0, .accessibilityMedium) } == [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20])
        #expect(Self.allStyles.map { size($0, .accessibilityExtraExtraExtraLarge) } == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
    }

    @Test func bodyGrowsWithEveryCategory() {
        let sizes = UIContentSizeCategory.allCategories.map { size(.body, $0) }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func everyStyleNeverShrinksAsTheCategoryGrows() {
        for style in Self.allStyles {
            let sizes = UIContentSizeCategory.allCategories.map { size(style, $0) }
            #expect(sizes == sizes.sorted(), "\(style.rawValue)")
        }
    }

    @Test func theHeadlineIsSemiboldAndTheOthersRegular() {
        for style in Self.allStyles {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.weight == (style == .headline ? .semibold : .regular), "\(style.rawValue)")
            #expect(font.isSystemFont)
        }
    }

    @Test func withoutTraitsTheAppsCategoryIsUsed() {
        let host = TestHost()
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        host.runtime.preferredContentSizeCategory = .extraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 21,
                "traits without a category fall back to the current one")
        #expect(host.runtime.application.preferredContentSizeCategory == .extraExtraLarge)
    }

    @Test func theCurrentTraitsDecideInsidePerformAsCurrent() {
        let host = TestHost()
        UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
        }
        #expect(host.runtime.preferredContentSizeCategory == .large)
    }

    @Test func anUnknownStyleIsSizedAsBody() {
        let font = UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "custom"),
                                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(font.pointSize == 19)
    }

    @Test func textStylesHaveUIKitsRawValues() {
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func aPreferredFontRemembersItsStyleButAResizedOneDoesNot() {
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        #expect(body.adjusted(to: .extraExtraExtraLarge).pointSize == 23)
        #expect(body != UIFont.systemFont(ofSize: 17), "a Dynamic Type font differs from its fixed twin")
        let resized = body.withSize(30)
        #expect(resized.pointSize == 30)
        #expect(resized.adjusted(to: .extraSmall).pointSize == 30)
        #expect(body.withSize(.nan) == body)
    }

    @Test func italicMonospacedAndDigitFonts() {
        let italic = UIFont.italicSystemFont(ofSize: 15)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(italic.pointSize == 15 && italic.weight == .regular)
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(mono.weight == .medium)
        #expect(mono.withSize(20).fontDescriptor.symbolicTraits.contains(.traitMonoSpace), "withSize keeps traits")
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .bold)
        #expect(digits.pointSize == 17 && digits.weight == .bold)
        #expect(italic != UIFont.systemFont(ofSize: 15))
        #expect(UIFont(name: "Helvetica-Oblique", size: 12)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
    }
}
