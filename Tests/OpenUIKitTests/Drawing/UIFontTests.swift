import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIFontTests {
    @Test func namedFontKeepsNameAndSize() throws {
        let font = try #require(UIFont(name: "Helvetica", size: 14))
        #expect(font.fontName == "Helvetica")
        #expect(font.pointSize == 14)
        #expect(font.weight == .regular)
        #expect(!font.isSystemFont)
        #expect(UIFont(name: "Helvetica-Bold", size: 14)?.weight == .bold)
    }

    @Test(arguments: [CGFloat(0), -1, .nan, .infinity, -.infinity])
    func namedFontWithUnusableSizeIsNil(size: CGFloat) {
        #expect(UIFont(name: "Helvetica", size: size) == nil)
    }

    @Test func namedFontWithEmptyNameIsNil() {
        #expect(UIFont(name: "", size: 12) == nil)
    }

    @Test func systemFonts() {
        let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        #expect(font.isSystemFont)
        #expect(font.fontName == UIFont.systemFontName)
        #expect(font.pointSize == 20)
        #expect(font.weight == .semibold)
        #expect(UIFont.systemFont(ofSize: 12).weight == .regular)
        #expect(UIFont.boldSystemFont(ofSize: 12).weight == .bold)
        // An unusable size falls back to the default system size instead of producing a broken font.
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == UIFont.systemFontSize)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == UIFont.systemFontSize)
    }

    @Test func weightsAreOrderedWithUIKitsRawValues() {
        let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights == weights.sorted())
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
    }

    @Test func withSizeKeepsFamilyAndWeight() throws {
        let system = UIFont.systemFont(ofSize: 10, weight: .heavy).withSize(30)
        #expect(system.isSystemFont && system.pointSize == 30 && system.weight == .heavy)
        let named = try #require(UIFont(name: "Courier", size: 10))
        #expect(named.withSize(22) == UIFont(name: "Courier", size: 22))
        #expect(named.withSize(-1) == named)
    }

    @Test func lineHeightIsPointSizeTimesOnePointTwoRoundedUp() {
        #expect(UIFont.systemFont(ofSize: 17).lineHeight == 21)  // 20.4 → 21
        #expect(UIFont.systemFont(ofSize: 10).lineHeight == 12)
        #expect(UIFont.systemFont(ofSize: 12.5).lineHeight == 15)
    }

    @Test func equalityIsByNameSizeAndWeight() {
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
    }
}
