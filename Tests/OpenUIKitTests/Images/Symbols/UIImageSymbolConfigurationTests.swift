import Foundation
import Testing
@testable import OpenUIKit

/// `UIImage.SymbolConfiguration`, `SymbolWeight` and `SymbolScale` as UIKit documents them: UIKit's raw
/// values, configurations that combine by `applying(_:)`, and the sizing rule (point size, and
/// Apple's small ≈ 20 % smaller / large ≈ 30 % larger than medium).
@Suite struct UIImageSymbolConfigurationTests {
    typealias Configuration = UIImage.SymbolConfiguration

    @Test func rawValuesAreUIKits() {
        #expect(UIImage.SymbolScale.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3])
        #expect(UIImage.SymbolWeight.allCases.map(\.rawValue) == Array(0...9))
        #expect(UIImage.SymbolWeight.ultraLight.fontWeight() == .ultraLight)
        #expect(UIImage.SymbolWeight.black.fontWeight() == .black)
        #expect(UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    }

    @Test func initializersSpecifyOnlyWhatTheyName() {
        let size = Configuration(pointSize: 30)
        #expect(size.pointSize == 30 && size.weight == .unspecified && size.scale == .unspecified)
        let sizeAndWeight = Configuration(pointSize: 30, weight: .bold)
        #expect(sizeAndWeight.pointSize == 30 && sizeAndWeight.weight == .bold && sizeAndWeight.scale == .unspecified)
        let all = Configuration(pointSize: 30, weight: .bold, scale: .large)
        #expect(all.pointSize == 30 && all.weight == .bold && all.scale == .large)
        let weight = Configuration(weight: .thin)
        #expect(weight.pointSize == nil && weight.weight == .thin && weight.scale == .unspecified)
        let scale = Configuration(scale: .small)
        #expect(scale.pointSize == nil && scale.weight == .unspecified && scale.scale == .small)
        #expect(Configuration.unspecified.pointSize == nil && Configuration.unspecified.weight == .unspecified)
    }

    @Test func aFontGivesItsSizeAndNearestWeight() {
        let configuration = Configuration(font: .systemFont(ofSize: 22, weight: .semibold), scale: .large)
        #expect(configuration == Configuration(pointSize: 22, weight: .semibold, scale: .large))
        #expect(Configuration(font: .systemFont(ofSize: 15, weight: UIFont.Weight(rawValue: 0.25))).weight == .medium)
        #expect(Configuration(font: .boldSystemFont(ofSize: 15)).weight == .bold)
    }

    @Test func applyingPutsTheOthersSpecifiedValuesOverThese() {
        let base = Configuration(pointSize: 20, weight: .light, scale: .small)
        #expect(base.applying(Configuration(weight: .heavy)) == Configuration(pointSize: 20, weight: .heavy, scale: .small))
        #expect(base.applying(Configuration(pointSize: 40)) == Configuration(pointSize: 40, weight: .light, scale: .small))
        #expect(base.applying(Configuration(scale: .large)) == Configuration(pointSize: 20, weight: .light, scale: .large))
        #expect(base.applying(nil) === base)
        #expect(base.applying(.unspecified) == base)
        #expect(Configuration(weight: .bold).applying(Configuration(pointSize: 9)) == Configuration(pointSize: 9, weight: .bold))
    }

    @Test func withoutCopiesLeaveTheNamedValuesUnspecified() {
        let full = Configuration(pointSize: 24, weight: .heavy, scale: .large)
        #expect(full.configurationWithoutPointSizeAndWeight() == Configuration(scale: .large))
        #expect(full.configurationWithoutScale() == Configuration(pointSize: 24, weight: .heavy))
        #expect(full.configurationWithoutWeight() == Configuration(pointSize: 24, weight: .unspecified, scale: .large))
        #expect(Configuration(pointSize: 10).applying(full.configurationWithoutPointSizeAndWeight())
                == Configuration(pointSize: 10, weight: .unspecified, scale: .large))
    }

    @Test func equalityIsByValue() {
        #expect(Configuration(pointSize: 12).isEqual(to: Configuration(pointSize: 12)))
        #expect(!Configuration(pointSize: 12).isEqual(to: nil))
        #expect(Configuration(pointSize: 12) == Configuration(pointSize: 12))
        #expect(Configuration(pointSize: 12).hashValue == Configuration(pointSize: 12).hashValue)
        #expect(Configuration(pointSize: 12) != Configuration(pointSize: 12, weight: .regular))
        #expect(Configuration(scale: .default) != Configuration(scale: .unspecified))
    }

    @Test func unusablePointSizesAreUnspecified() {
        for size in [0, -3, CGFloat.nan, .infinity] {
            #expect(Configuration(pointSize: size).pointSize == nil, "\(size)")
            #expect(Configuration(pointSize: size).pointsPerUnit == 1)
        }
    }

    @Test func pointSizeAndScaleSetTheSizeOfADesignUnit() {
        #expect(Configuration.unspecified.pointsPerUnit == 1, "17 points, medium: one unit is one point")
        #expect(Configuration(pointSize: 34).pointsPerUnit == 2)
        #expect(Configuration(scale: .medium).pointsPerUnit == 1)
        #expect(Configuration(scale: .default).pointsPerUnit == 1)
        #expect(Configuration(scale: .small).pointsPerUnit == 0.8)
        #expect(Configuration(scale: .large).pointsPerUnit == 1.3)
        #expect(Configuration(pointSize: 34, weight: .regular, scale: .large).pointsPerUnit == 2.6)
    }

    @Test func weightSetsTheDesignLineWidth() {
        let widths = UIImage.SymbolWeight.allCases.dropFirst().map { Configuration(weight: $0).designLineWidth }
        #expect(widths == widths.sorted() && Set(widths).count == 9, "each weight heavier than the one before")
        #expect(Configuration.unspecified.designLineWidth == Configuration(weight: .regular).designLineWidth)
    }
}
