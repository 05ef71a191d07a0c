import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

@MainActor
@Suite struct UIFontDescriptorTests {
    private let large = UITraitCollection(preferredContentSizeCategory: .large)

    @Test func theBoldBodyFontThroughADescriptor() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large)
            .withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 17)
        #expect(font.weight == .bold)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(font.adjusted(to: .extraExtraExtraLarge).pointSize == 23, "size 0 keeps following the text style")
        #expect(UIFont(descriptor: descriptor, size: 20).adjusted(to: .extraSmall).pointSize == 20, "an explicit size is fixed")
    }

    @Test func removingBoldAndAddingItalicAndMonospace() throws {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline, compatibleWith: large)
        #expect(headline.symbolicTraits.contains(.traitBold), "the semibold headline reports bold")
        let plain = try #require(headline.withSymbolicTraits([]))
        #expect(UIFont(descriptor: plain, size: 0).weight == .regular)
        let italic = try #require(headline.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(italic.symbolicTraits == [.traitBold, .traitItalic])
        let mono = try #require(UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 0) == UIFont.monospacedSystemFont(ofSize: 12, weight: .regular))
    }

    @Test func theWeightTraitThroughAttributes() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large)
        let semibold = body.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(UIFont(descriptor: semibold, size: 0).weight == .semibold)
        let numeric = body.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: 0.4]])
        #expect(UIFont(descriptor: numeric, size: 0).weight == .bold)
        let traits = body.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        #expect(traits?[.weight] as? UIFont.Weight == .regular)
        #expect(body.fontAttributes[.textStyle] as? UIFont.TextStyle == .body)
        #expect(body.fontAttributes[.size] as? CGFloat == 17)
    }

    @Test func namedDescriptorsAndBadValues() {
        let descriptor = UIFontDescriptor(name: "Menlo", size: 11)
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.fontName == "Menlo" && font.pointSize == 11)
        #expect(UIFont(descriptor: descriptor.withSize(14), size: 0).pointSize == 14)
        #expect(UIFontDescriptor(name: "Helvetica-Bold", size: 10).symbolicTraits.contains(.traitBold))
        let ignored = descriptor.addingAttributes([.size: "big", .traits: 3, .name: ""])
        #expect(ignored == descriptor, "values of the wrong type are ignored")
        let noSize = UIFontDescriptor(fontAttributes: [.family: "Helvetica"])
        #expect(noSize.pointSize == 0)
        #expect(UIFont(descriptor: noSize, size: 0).pointSize == UIFont.systemFontSize)
        #expect(UIFont(descriptor: noSize, size: .infinity).pointSize == UIFont.systemFontSize)
    }
}
