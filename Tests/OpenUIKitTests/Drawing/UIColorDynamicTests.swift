import Foundation
import Testing
@testable import OpenUIKit
import OpenUIKitTesting

/// Dynamic colours and the system palette, against Apple's published values (HIG "Color",
/// Specifications › System colors; UIKit's UI element colors).
@MainActor
@Suite struct UIColorDynamicTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
    }

    @Test func aDynamicProviderIsAskedWithTheTraitsItIsResolvedWith() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: dark) == .white)
        #expect(color.resolvedColor(with: light) == .black)
        #expect(color.resolvedColor(with: UITraitCollection()) == .black)
        #expect(UIColor.red.resolvedColor(with: dark) === UIColor.red)
        #expect(color == .black, "compared by its light components (a documented deviation)")
    }

    @Test func aProviderReturningADynamicColorIsResolvedAgain() {
        let nested = UIColor { _ in .label }
        #expect(nested.resolvedColor(with: dark) == .white)
        let forever = UIColor { _ in UIColor { _ in UIColor { _ in UIColor { _ in UIColor { _ in UIColor { _ in
            UIColor { _ in UIColor { _ in UIColor { _ in .red } } } } } } } } }
        #expect(!forever.resolvedColor(with: dark).isDynamic)
    }

    @Test func alphaChangesKeepAColorDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(rgba(faded.resolvedColor(with: dark)) == [255, 255, 255, 50])
        #expect(rgba(faded.resolvedColor(with: light)) == [0, 0, 0, 50])
        #expect(rgba(UIColor.secondaryLabel.multiplyingAlpha(by: 0.5).resolvedColor(with: dark)) == [235, 235, 245, 30])
    }

    @Test(arguments: [
        ("systemRed", UIColor.systemRed, [255, 59, 48, 100], [255, 69, 58, 100]),
        ("systemOrange", .systemOrange, [255, 149, 0, 100], [255, 159, 10, 100]),
        ("systemYellow", .systemYellow, [255, 204, 0, 100], [255, 214, 10, 100]),
        ("systemGreen", .systemGreen, [52, 199, 89, 100], [48, 209, 88, 100]),
        ("systemMint", .systemMint, [0, 199, 190, 100], [99, 230, 226, 100]),
        ("systemTeal", .systemTeal, [48, 176, 199, 100], [64, 200, 224, 100]),
        ("systemCyan", .systemCyan, [50, 173, 230, 100], [100, 210, 255, 100]),
        ("systemBlue", .systemBlue, [0, 122, 255, 100], [10, 132, 255, 100]),
        ("systemIndigo", .systemIndigo, [88, 86, 214, 100], [94, 92, 230, 100]),
        ("systemPurple", .systemPurple, [175, 82, 222, 100], [191, 90, 242, 100]),
        ("systemPink", .systemPink, [255, 45, 85, 100], [255, 55, 95, 100]),
        ("systemBrown", .systemBrown, [162, 132, 94, 100], [172, 142, 104, 100]),
        ("systemGray", .systemGray, [142, 142, 147, 100], [142, 142, 147, 100]),
        ("systemGray2", .systemGray2, [174, 174, 178, 100], [99, 99, 102, 100]),
        ("systemGray3", .systemGray3, [199, 199, 204, 100], [72, 72, 74, 100]),
        ("systemGray4", .systemGray4, [209, 209, 214, 100], [58, 58, 60, 100]),
        ("systemGray5", .systemGray5, [229, 229, 234, 100], [44, 44, 46, 100]),
        ("systemGray6", .systemGray6, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("label", .label, [0, 0, 0, 100], [255, 255, 255, 100]),
        ("secondaryLabel", .secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60]),
        ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 30], [235, 235, 245, 30]),
        ("quaternaryLabel", .quaternaryLabel, [60, 60, 67, 18], [235, 235, 245, 16]),
        ("placeholderText", .placeholderText, [60, 60, 67, 30], [235, 235, 245, 30]),
        ("link", .link, [0, 122, 255, 100], [9, 132, 255, 100]),
        ("systemBackground", .systemBackground, [255, 255, 255, 100], [0, 0, 0, 100]),
        ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100]),
        ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255, 100], [44, 44, 46, 100]),
        ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100]),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255, 100], [28, 28, 30, 100]),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247, 100], [44, 44, 46, 100]),
        ("systemFill", .systemFill, [120, 120, 128, 20], [120, 120, 128, 36]),
        ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 16], [120, 120, 128, 32]),
        ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 12], [118, 118, 128, 24]),
        ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 8], [118, 118, 128, 18]),
        ("separator", .separator, [60, 60, 67, 29], [84, 84, 88, 60]),
        ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 100], [56, 56, 58, 100]),
    ])
    func thePaletteHasApplesLightAndDarkValues(name: String, color: UIColor, lightValue: [Int], darkValue: [Int]) {
        #expect(rgba(color.resolvedColor(with: light)) == lightValue, "\(name) light")
        #expect(rgba(color.resolvedColor(with: dark)) == darkValue, "\(name) dark")
        #expect(rgba(color) == lightValue, "\(name): components read without traits are the light ones")
    }

    @Test func darkAndLightTextAreFixed() {
        #expect(UIColor.darkText == .black)
        #expect(rgba(UIColor.lightText.resolvedColor(with: dark)) == [255, 255, 255, 60])
    }

    @Test func aViewRecordsItsColorsResolvedWithItsOwnTraits() {
        let host = TestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .systemBackground
        view.layer.borderWidth = 1
        // A layer's colour is a `CGColor`, fixed when made (as in UIKit, where apps set it again in
        // `traitCollectionDidChange`); the view's own colours follow its traits.
        view.layer.borderColor = UIColor.separator.cgColor
        host.window.addSubview(view)
        func recorded() -> [UIColor] {
            view.contentDisplayList.commands.compactMap { command in
                switch command {
                case let .fill(_, color, _), let .stroke(_, color, _, _): color
                default: nil
                }
            }
        }
        #expect(recorded().map(rgba) == [[255, 255, 255, 100], [60, 60, 67, 29]])
        host.runtime.userInterfaceStyle = .dark
        #expect(recorded().map(rgba) == [[0, 0, 0, 100], [60, 60, 67, 29]])
        #expect(recorded().allSatisfy { !$0.isDynamic })
    }
}
