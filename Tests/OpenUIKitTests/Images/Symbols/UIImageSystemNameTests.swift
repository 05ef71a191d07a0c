import Foundation
import Testing
import OpenUIKit
import OpenUIKitTesting

/// `UIImage(systemName:)` as UIKit documents it: a symbol image for a known name, nil for an unknown
/// one (here with a warning naming it); its size follows the configuration's point size and scale;
/// `withConfiguration(_:)` and `applyingSymbolConfiguration(_:)` make new images.
@MainActor
@Suite struct UIImageSystemNameTests {
    typealias Configuration = UIImage.SymbolConfiguration

    @Test func everyListedNameGivesASymbolImage() {
        let host = TestHost()
        host.run {
            for name in SystemSymbolTests.requiredNames {
                let image = UIImage(systemName: name)
                #expect(image?.isSymbolImage == true, "\(name)")
                #expect(image?.renderingMode == .automatic)
                #expect((image?.size.width ?? 0) > 0 && (image?.size.height ?? 0) > 0, "\(name)")
            }
        }
    }

    @Test func anUnknownNameIsNilWithAWarningNamingIt() {
        let host = TestHost()
        host.run {
            var image: UIImage?
            let diagnostics = Diagnostics.record { image = UIImage(systemName: "heart.sparkles.nope") }
            #expect(image == nil)
            #expect(diagnostics.map(\.code) == ["image.unknownSymbol"])
            #expect(diagnostics.first?.message.contains("heart.sparkles.nope") == true)
            #expect(UIImage(systemName: "", withConfiguration: Configuration(pointSize: 30)) == nil)
        }
    }

    @Test func plainImagesAreNotSymbols() {
        let plain = UIImage(size: CGSize(width: 4, height: 4))
        #expect(!plain.isSymbolImage && plain.symbolConfiguration == nil)
        #expect(plain.withConfiguration(Configuration(pointSize: 40)) === plain)
        #expect(plain.applyingSymbolConfiguration(Configuration(pointSize: 40)) == nil)
    }

    @Test func theSizeFollowsPointSizeAndScale() throws {
        let host = TestHost()
        try host.run {
            let regular = try #require(UIImage(systemName: "circle"))
            // 20 units and the regular line width (1.7 units); one unit is a point at 17 points, medium.
            #expect(regular.size == CGSize(width: 21.7, height: 21.7))
            let double = try #require(UIImage(systemName: "circle", withConfiguration: Configuration(pointSize: 34)))
            #expect(double.size == CGSize(width: 43.4, height: 43.4))
            let small = try #require(UIImage(systemName: "circle", withConfiguration: Configuration(scale: .small)))
            let large = try #require(UIImage(systemName: "circle", withConfiguration: Configuration(scale: .large)))
            #expect(abs(small.size.height - 21.7 * 0.8) < 1e-9 && abs(large.size.height - 21.7 * 1.3) < 1e-9)
            let bold = try #require(UIImage(systemName: "circle", withConfiguration: Configuration(weight: .bold)))
            #expect(bold.size.width > regular.size.width, "a heavier line makes a slightly larger image")
            let chevron = try #require(UIImage(systemName: "chevron.right"))
            #expect(chevron.size.width < chevron.size.height, "each symbol has its own proportions")
        }
    }

    @Test func withConfigurationAppliesOverTheImagesOwn() throws {
        let host = TestHost()
        try host.run {
            let image = try #require(UIImage(systemName: "star", withConfiguration: Configuration(pointSize: 34, weight: .light)))
            #expect(image.symbolConfiguration == Configuration(pointSize: 34, weight: .light))
            let bolder = image.withConfiguration(Configuration(weight: .black))
            #expect(bolder.symbolConfiguration == Configuration(pointSize: 34, weight: .black))
            #expect(bolder.isSymbolImage && bolder.size.height > image.size.height)
            #expect(image.applyingSymbolConfiguration(Configuration(scale: .large))?.symbolConfiguration
                    == Configuration(pointSize: 34, weight: .light, scale: .large))
            #expect(image.scale == UIScreen.main.scale && bolder.scale == image.scale)
            let original = image.withRenderingMode(.alwaysOriginal)
            #expect(original.isSymbolImage && original.symbolConfiguration == image.symbolConfiguration)
            #expect(original.scale == image.scale && original.drawing == image.drawing)
            #expect(original.withConfiguration(Configuration(pointSize: 10)).renderingMode == .alwaysOriginal)
            #expect(UIImage(systemName: "star")?.symbolConfiguration == .unspecified)
        }
    }
}
