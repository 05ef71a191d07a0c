import Foundation
import Testing
@testable import OpenUIKit

/// The value itself, from UIKit's documented behaviour of `UITraitCollection`.
@MainActor
@Suite struct UITraitCollectionTests {
    @Test func aSingleTraitInitializerLeavesTheOthersUnspecified() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark)
        #expect(dark.horizontalSizeClass == .unspecified)
        #expect(dark.displayScale == 0)
        #expect(dark.preferredContentSizeCategory == .unspecified)
        #expect(dark.layoutDirection == .unspecified)
        #expect(dark.accessibilityContrast == .unspecified)
        #expect(dark.legibilityWeight == .unspecified)
    }

    @Test func traitsFromTakesEachTraitFromTheLastCollectionThatSpecifiesIt() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .light),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(displayScale: 3),
        ])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 3)
        #expect(merged.verticalSizeClass == .unspecified)
    }

    @Test func modifyingTraitsChangesACopy() {
        let base = UITraitCollection(horizontalSizeClass: .compact)
        let dark = base.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(dark.userInterfaceStyle == .dark && dark.horizontalSizeClass == .compact)
        #expect(base.userInterfaceStyle == .unspecified)
        let made = UITraitCollection { (traits: inout UIMutableTraits) in traits.legibilityWeight = .bold }
        #expect(made.legibilityWeight == .bold)
    }

    @Test func colorAppearanceDiffersOnlyByStyleOrContrast() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test func containsTraitsComparesOnlyTheSpecifiedOnes() {
        let traits = UITraitCollection(horizontalSizeClass: .compact, userInterfaceStyle: .dark)
        #expect(traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!traits.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(traits.containsTraits(in: nil))
    }

    @Test func contentSizeCategoriesAreOrderedAndFlagTheAccessibilitySizes() {
        #expect(UIContentSizeCategory.allCategories.count == 12)
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraLarge)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.allCategories.filter(\.isAccessibilityCategory)
            == [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                .accessibilityExtraExtraExtraLarge])
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func traitDefinitionsReadTheirTraitAndSayWhetherTheyAffectColors() {
        let traits = UITraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .dark)
        #expect(UITraitUserInterfaceStyle.value(in: traits) == .dark)
        #expect(UITraitHorizontalSizeClass.value(in: traits) == .regular)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(UITraitAccessibilityContrast.affectsColorAppearance)
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
    }
}
